# what: predict on a runs CSV of Llama 3.1 8B bf16 on the GPU chip h100-sxm (nodes 1, tp 8, batch 4, 1,000 in / 200 out, TPOT 6 ms) written without the tp column at all (data/README: a GPU chip id runs on tp x pp GPUs, so the GPU count rests on tp; a default of 1 would fit one GPU): refused naming runs.csv and tp, never predictions from a default
# expect-rc: 1
# expect: runs.csv
# expect: tp
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())
r=rows[0]; r.update(run_id="h100-8b",entity_id="h100-sxm",nodes="1",model_name="Llama-3.1-8B",model_id="llama-3.1-8b",tp="8",batch="4",input_len="1000",output_len="200",ttft_ms="",tpot_ms="6",tpot_kind="measured",batching="continuous",source_id="",output_tokens_per_s="",seq_len="",sdk="")
rows=[r]
w=csv.DictWriter(open("full.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
cols.remove("tp"); r.pop("tp")
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
