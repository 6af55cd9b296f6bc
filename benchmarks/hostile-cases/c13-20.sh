# what: predict on the example 70B run whose entity_id is typed "Trn2.48xlarge" (capital T, as a user writes the product name): refused naming runs.csv, line 2 and entity_id, or predicted exactly as the same run on trn2.48xlarge; never dropped silently
# expect-rc: 0
# expect: check ok
cat > a.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
r,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,x
C
sed 's/,trn2.48xlarge,/,Trn2.48xlarge,/' a.csv > runs.csv
timeout 55 "$TR" predict a.csv --csv pa.csv > a.txt 2>&1
timeout 55 "$TR" predict runs.csv --csv pb.csv > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
if [ $rc -ne 0 ]; then grep -q runs.csv out.txt && grep -q 'line 2' out.txt && grep -q entity_id out.txt && echo "check ok (refused)" || echo "CHECK FAILED: refusal without file/line/field";
else "$PY" -c '
import csv
a=next(csv.DictReader(open("pa.csv"))); b=next(csv.DictReader(open("pb.csv")))
ks=[k for k in a if k.startswith("predicted")]
print("check ok (read)" if ks and all(a[k]==b[k] for k in ks) else "CHECK FAILED: predictions differ")' 2>&1; fi
