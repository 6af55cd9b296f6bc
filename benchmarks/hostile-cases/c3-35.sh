# what: predict on a runs CSV with one run of Llama 3.1 70B bf16 (141 GB of weights) on inf2.xlarge (one Inferentia2 chip, 32 GB)
# expect-rc: 1
# expect: runs.csv
# expect: inf2.xlarge
$PY - <<'P'
import csv, os
rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
r = dict(rows[0]); r.update(run_id="my-inf2-70b", entity_id="inf2.xlarge", tp="2", input_len="128", output_len="128", ttft_ms="900", tpot_ms="40", output_tokens_per_s="25")
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0]))
w.writeheader(); w.writerows([r])
P
"$TR" predict runs.csv
