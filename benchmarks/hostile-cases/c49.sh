# what: build (--no-pdf) of a scenario whose model config.json has _name_or_path holding HTML and Markdown ("<img src=x onerror=alert(1)> [x](javascript:alert(1)) 8B"): the name must be escaped in the report and its exports
# expect-rc: 0
# expect: escaped-ok
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_name_or_path"] = "<img src=x onerror=alert(1)> [x](javascript:alert(1)) 8B"
json.dump(d, open("cfg.json", "w"), indent=1)
PY
printf 'scenario: c49\nmodel: cfg.json\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\n' > s.yaml
"$TR" build s.yaml --no-pdf --out "$W/out" --figures "$W/fig" 2>&1 | tail -3
rc=${PIPESTATUS[0]}
[ "$rc" = 0 ] || { echo "build failed rc=$rc"; exit $rc; }
bad=$(grep -rl --include=*.html '<img src=x onerror' out || true)
bad2=$(grep -rl --include=*.html 'href="javascript:' out || true)
[ -z "$bad$bad2" ] && echo escaped-ok || echo "RAW HTML in: $bad $bad2"
