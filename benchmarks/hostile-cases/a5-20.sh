# what: build (--no-pdf) of the quote-wins-serving example with its quote expired (-p quote_date 2025-06-01, 553 days before the build, price_max_age_days 365): the report must not price trn2.48xlarge at the quote, and must say why (the quote's date and price_max_age_days)
# expect-rc: 0
# expect: report built
# expect: price_max_age_days
cp "$PROJECT/scenarios/examples/quote-wins-serving.yaml" s.yaml
"$TR" build s.yaml --no-pdf --jobs 2 --quiet --out "$W/out" --figures "$W/fig" -p quote_date 2025-06-01 || exit $?
d="$W/out/quote-wins-serving"
[ -f "$d/report.html" ] && echo "report built" || exit 5
echo "headline: $(cat "$d/headline.txt")"
"$PY" - "$d" <<'P'
import html, re, sys, pathlib
d = pathlib.Path(sys.argv[1])
text = html.unescape(re.sub(r"<[^>]+>", " ", (d / "report.html").read_text()))
text = re.sub(r"\s+", " ", text)
hits = [m.start() for m in re.finditer(r"2025-06-01", text)]
for h in hits[:4]:
    print("…", text[max(0, h - 160):h + 160], "…")
if "2025-06-01" in (d / "headline.txt").read_text():
    print("headline rests on the expired quote"); sys.exit(7)
m = re.search(r"used on every price basis\)?:? ?trn2\. ?48xlarge at 24 USD/h, dated 2025-06-01", text)
if m:
    print("page 1 lists the expired quote as 'used on every price basis':", text[m.start() - 40:m.end()]); sys.exit(9)
sys.exit(0 if hits else 8)
P
