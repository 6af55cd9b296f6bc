# what: predict on a runs CSV whose tp is "64.0" (a spreadsheet's float export of a whole count) for the example 70B trn2 run: predicted exactly as tp 64, or refused naming runs.csv, line 2 and tp (the script compares, exits 0 and says which)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > b.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
f-tp,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,float tp
CSV
sed 's/,64,,,1,/,64.0,,,1,/' b.csv > a.csv
grep -q '64.0' a.csv || echo "CHECK FAILED: sed"
timeout 55 "$TR" predict a.csv --csv pa.csv >oa.txt 2>&1; ra=$?; cat oa.txt
timeout 55 "$TR" predict b.csv --csv pb.csv >/dev/null 2>&1
ra=$ra "$PY" - <<'PY'
import os, csv
try:
    out = open("oa.txt").read()
    if os.environ["ra"] != "0":
        assert "a.csv" in out and "tp" in out and "line 2" in out, "refusal does not name a.csv, line 2, tp"
        print("check ok (refused)")
    else:
        a = list(csv.DictReader(open("pa.csv"))); b = list(csv.DictReader(open("pb.csv")))
        assert a and a[0]["predicted_tpot_ms"] == b[0]["predicted_tpot_ms"] and a[0]["predicted_ttft_ms"] == b[0]["predicted_ttft_ms"], f"{a} vs {b}"
        print("check ok (read as 64)")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
