# what: scenario measurements CSV whose line 2 input_len is 0 (a request with no prompt beside a TTFT of 814 ms): refused naming runs.csv, line 2 and input_len
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: input_len
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
r,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,0,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,no prompt
C
cat > s.yaml <<'Y'
scenario: zero-in
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
