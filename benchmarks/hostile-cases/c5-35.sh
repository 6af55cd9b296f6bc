# what: build (--no-pdf) with a vLLM bench JSON whose model_id holds HTML, Markdown and a formula ("=HYPERLINK(..)<img src=x onerror=alert(1)>|[x](javascript:alert(1))</b>") mapped with model: llama-3.1-8b: a correct report with the name escaped, no live tag or formula in report.html and data/*.csv
# expect-rc: 0
# expect: BUILD-OK
# expect: CLEAN
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
d["model_id"] = '=HYPERLINK("http://x")<img src=x onerror=alert(1)>|[x](javascript:alert(1))</b>'
json.dump(d, open("run.json", "w"))
E
printf 'scenario: c535\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8, model: llama-3.1-8b}\n' > s.yaml
"$TR" build s.yaml --no-pdf --out "$W/out" --figures "$W/fig" 2>&1 | tail -5; rc=${PIPESTATUS[0]}
[ "$rc" = 0 ] || exit $rc
echo BUILD-OK
f=$(find "$W/out" -name report.html | head -1)
[ -n "$f" ] || { echo "no report.html"; exit 4; }
bad=0
grep -q '<img src=x onerror' "$f" && { echo "raw <img> tag in report.html"; bad=1; }
grep -qi 'href="javascript:' "$f" && { echo "live javascript: link in report.html"; bad=1; }
for c in $(find "$W/out" -name '*.csv'); do
  "$PY" - "$c" <<'E' || bad=1
import csv, sys
for row in csv.reader(open(sys.argv[1], encoding="utf-8-sig")):
    for cell in row:
        if cell[:1] in ("=", "+", "@") or (cell[:1] == "-" and not cell[1:2].isdigit() and cell[1:2] not in ("", ".")):
            if "HYPERLINK" in cell or "javascript" in cell:
                print("live formula in", sys.argv[1], cell[:60]); sys.exit(1)
E
done
[ $bad = 0 ] && echo CLEAN
exit $bad
