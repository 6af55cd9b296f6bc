# what: scenario measurements CSV whose run names the chip trainium2 with nodes 2 (2 chips: 16 physical NeuronCores at LNC=1, 8 logical at LNC=2) as tp 16 x pp 2 (32 cores: twice what 2 chips have; data/README: tp counts NeuronCores, nodes the chips used): refused naming runs.csv and line 2
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
r = dict(rows[0]); r.update(run_id="mine-1", source_id="", entity_id="trainium2", nodes="2", tp="16", pp="2",
    model_id="llama-3.1-8b", model_name="Llama-3.1-8B", input_len="1000", output_len="500", ttft_ms="200", tpot_ms="12", output_tokens_per_s="")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=list(rows[0])); w.writeheader(); w.writerow(r)
P
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml && sed -i 's/my-runs.csv/runs.csv/' s.yaml
timeout 55 "$TR" estimate s.yaml -p model llama-3.1-8b
