# what: estimate (candidates trn2.48xlarge at a quoted 40 USD/h and inf2.48xlarge) with your own runs that are all on the other platform (an Inferentia2 run of Llama 3.1 8B): data/README says your runs "replace the published runs for their platform", so trn2.48xlarge's every number must equal the same estimate without measurements
# expect-rc: 0
# expect: SAME
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-inf2-8b,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8b,24,,,8,,8192,128,8064,int8,bf16,2.18.1,649.17,68.95,15.22,measured,static,,,2026-08-21,my copy of a published inf2 run
C
cat > a.yaml <<'Y'
scenario: other-platform-runs
measurements: runs.csv
candidates: [trn2.48xlarge, inf2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
grep -v measurements a.yaml > b.yaml
timeout 27 "$TR" estimate a.yaml --csv a.csv > a.txt 2>&1; r1=$?
timeout 27 "$TR" estimate b.yaml --csv b.csv > b.txt 2>&1; r2=$?
cut -c1-200 a.txt
"$PY" - <<'P'
import csv
try:
    a = [r for r in csv.DictReader(open("a.csv")) if r["candidate"] == "trn2.48xlarge"]
    b = [r for r in csv.DictReader(open("b.csv")) if r["candidate"] == "trn2.48xlarge"]
    diff = [k for k in a[0] if a[0][k] != b[0][k]]
    print("differ:", diff, [(a[0][k], b[0][k]) for k in diff][:5])
    print("SAME" if not diff and len(a) == len(b) == 1 else "CHECK FAILED")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
[ $r1 = 0 ] && [ $r2 = 0 ]
