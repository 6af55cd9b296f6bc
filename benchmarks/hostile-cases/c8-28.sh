# what: scenario measurements CSV whose line 2 ttft_ms is the text "inf" (which Python's float() reads as infinity): refused naming runs.csv, line 2 and ttft_ms
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: ttft_ms
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
inf1,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,,inf,19.6,measured,static,,,2026-08-21,ttft inf
C
cat > s.yaml <<'Y'
scenario: inf-runs
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
Y
timeout 55 "$TR" estimate s.yaml
