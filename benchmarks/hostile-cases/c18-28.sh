# what: predict on the example 70B run whose tpot_kind is static_batch with batch 1, TPOT 19.6 x 1,500 = 29.4 s of output against a TTFT of 814.2 (legal: the static-batch time includes its prefill and is longer): accepted and predicted, the kind read (round 59 refuses only a TPOT total shorter than its prefill)
# expect-rc: 0
# expect: 1 run(s) predicted
# expect: my-trn2-llama70b-l2
"$PY" - <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["tpot_kind"] = "static_batch"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
