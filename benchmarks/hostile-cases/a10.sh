# what: an instance's display name in entities.csv starts with '+' (a formula); estimate --csv must neutralise it
# expect-rc: 0
# expect: all cells safe
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv
rows = list(csv.DictReader(open("d/entities.csv", newline="", encoding="utf-8")))
for r in rows:
    if r["entity_id"] == "trn2.48xlarge":
        r["name"] = '+HYPERLINK("http://evil.example","trn2")'
w = csv.DictWriter(open("d/entities.csv", "w", newline="", encoding="utf-8"), fieldnames=rows[0].keys())
w.writeheader(); w.writerows(rows)
PY
printf 'scenario: s\ndata_dir: d\ncandidates: [trn2.48xlarge, p5.48xlarge]\n' > s.yaml
"$TR" estimate s.yaml --csv out.csv >/dev/null || exit 1
"$PY" - <<'PY'
import csv, re
bad = [c for r in csv.reader(open("out.csv", newline="", encoding="utf-8")) for c in r
       if c[:1] in ("=", "+", "-", "@", "\t", "\r") and not re.fullmatch(r"[-+]?[0-9.]+(e[-+]?\d+)?", c)]
print("UNSAFE cells:", bad[:3]) if bad else print("all cells safe")
PY
