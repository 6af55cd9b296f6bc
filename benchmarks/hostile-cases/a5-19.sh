# what: build --no-pdf --include-code (code cells shown, papermill's injected parameters cell among them) with -p title holding "</code></pre><script>alert(1)</script>", into --out and --figures folders whose names hold spaces and unicode ("out ü ☃", "fig dir")
# expect-rc: 0
# expect: report.html
# expect: escaped
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^scenario:.*/scenario: a5inc/' s.yaml
"$TR" build s.yaml --no-pdf --include-code --jobs 2 --quiet --out "$W/out ü ☃" --figures "$W/fig dir" -p title '"</code></pre><script>alert(1)</script> x"' || exit $?
f="$W/out ü ☃/a5inc/report.html"
[ -f "$f" ] || { echo "no report.html"; exit 5; }
echo "report.html built"
if grep -q '<script>alert(1)' "$f" "$W/out ü ☃/index.html" 2>/dev/null; then echo "raw <script>alert(1) in the HTML"; exit 6; fi
grep -c 'alert(1)' "$f" >/dev/null && echo "title escaped"
