# what: scenario measurements CSV whose only run is on a platform no candidate uses (an Inferentia2 run; candidates trn2.48xlarge only): nothing would use it, so a clear refusal naming runs.csv and line 2 (the runs would be silently unused otherwise); no traceback
# expect-rc: 1
# expect: runs.csv
# expect: line 2
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-inf2-8b,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8b,24,,,8,,8192,128,8064,int8,bf16,2.18.1,649.17,68.95,15.22,measured,static,,,2026-08-21,my copy of a published inf2 run
C
cat > s.yaml <<'Y'
scenario: unused-runs
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml
