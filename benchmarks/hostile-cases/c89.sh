# what: a good build (--no-pdf) of a config.json scenario, then the config edited to num_key_value_heads 0 and rebuilt: the rebuild fails naming cfg.json and the key, the last good report stays byte-identical
# expect-rc: 1
# expect: cfg.json
# expect: num_key_value_heads
# expect: last-good-kept
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
printf 'scenario: c89\nmodel: cfg.json\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\n' > s.yaml
"$TR" build s.yaml --no-pdf --out "$W/out" --figures "$W/fig" >build1.log 2>&1 || { tail -3 build1.log; echo "first build failed"; exit 7; }
h1=$(sha256sum out/c89/report.html)
$PY - <<'PY'
import json
d = json.load(open("cfg.json")); d["num_key_value_heads"] = 0
json.dump(d, open("cfg.json", "w"))
PY
"$TR" build s.yaml --no-pdf --out "$W/out" --figures "$W/fig" 2>&1 | tail -4
rc=${PIPESTATUS[0]}
[ "$(sha256sum out/c89/report.html)" = "$h1" ] && echo last-good-kept || echo "REPORT CHANGED"
exit $rc
