# what: build (--no-pdf) with your-runs CSV whose model_name, sdk and note hold <script>, Markdown table pipes and a leading =formula: escaped in report.html, no live formula in data/*.csv
# expect-rc: 0
# expect: escaped-ok
$PY - <<'PY'
import csv, os
rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv", newline="")))
r = rows[0]
r["model_name"] = "Llama-3.3-70B <script>alert(1)</script> | x |"
r["sdk"] = "=cmd|' /C calc'!A0"
r["note"] = "=HYPERLINK(\"http://evil\",\"click\") <b>bold</b> | col | **md**"
r["source_id"] = ""
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(r))
w.writeheader(); w.writerow(r)
PY
printf 'scenario: c50\ntitle: own runs\nmeasurements: runs.csv\n' > s.yaml
"$TR" build s.yaml --no-pdf --out "$W/out" --figures "$W/fig" 2>&1 | tail -3
rc=${PIPESTATUS[0]}
[ "$rc" = 0 ] || { echo "build failed rc=$rc"; exit $rc; }
bad=$(grep -rl --include=*.html '<script>alert(1)' out || true)
bad2=$(grep -rlE --include=*.csv '(^|,)"?[=+@]' out || true)
[ -n "$bad2" ] && grep -rhE --include=*.csv '(^|,)"?[=+@]' out | head -3
[ -z "$bad$bad2" ] && echo escaped-ok || echo "RAW in: $bad / $bad2"
