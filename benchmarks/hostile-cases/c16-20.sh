# what: predict on a runs CSV of Llama 3.1 8B on p6-b200.48xlarge (tp 8, batch 1, 1,000 in / 200 out) whose weight_dtype is fp4 (B200 has FP4 compute, but data/README's run precisions and model --precision stop at bf16, fp16, fp8, int8: 4-bit weights are not modelled): refused naming runs.csv, line 2 and weight_dtype, never priced as another precision
# expect-rc: 1
# expect: runs.csv
# expect: weight_dtype
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

r=rows[0]; r.update(run_id="b200-fp4",entity_id="p6-b200.48xlarge",model_name="Llama-3.1-8B",model_id="llama-3.1-8b",tp="8",input_len="1000",output_len="200",weight_dtype="fp4",compute_dtype="fp4",ttft_ms="20",tpot_ms="3",source_id="",output_tokens_per_s="",seq_len="")
rows=[r]
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
