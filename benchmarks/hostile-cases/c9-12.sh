# what: predict on a runs CSV whose batch is "1_6" (Python's int() reads underscores as digit grouping: 16): refused naming runs.csv, line 2 and batch, or predicted exactly as the same run with batch 16 (the script compares, exits 0 and says which)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > a.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
u-batch,p5.4xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,1,,,1_6,,,1000,500,bf16,bf16,,,,12,measured,continuous,,,2026-08-21,underscore batch
CSV
sed 's/,1_6,/,16,/' a.csv > b.csv
timeout 55 "$TR" predict a.csv --csv pa.csv >oa.txt 2>&1; ra=$?; cat oa.txt
timeout 55 "$TR" predict b.csv --csv pb.csv >/dev/null 2>&1
ra=$ra "$PY" - <<'PY'
import os, csv
try:
    out = open("oa.txt").read()
    if os.environ["ra"] != "0":
        assert "a.csv" in out and "batch" in out and "line 2" in out, "refusal does not name a.csv, line 2, batch"
        print("check ok (refused)")
    else:
        a = list(csv.DictReader(open("pa.csv"))); b = list(csv.DictReader(open("pb.csv")))
        assert a and a[0]["predicted_tpot_ms"] == b[0]["predicted_tpot_ms"], f"{a} vs {b}"
        print("check ok (read as 16)")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
