# what: scenario measurements CSV whose run (Llama 3.1 70B bf16 on trn2.48xlarge, batch 1) prefills 10,000 tokens in a TTFT of 50 ms: 2 x 70.6e9 x 10,000 = 1.41e15 FLOP over 16 chips x 667 TFLOPS (10.7 PFLOP/s) takes at least 132 ms, so 50 ms is above the roofline (not a unit slip: 2.6x): refused naming runs.csv, line 2 and ttft_ms
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: ttft_ms
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
fast,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,,50,19.6,measured,static,,,2026-08-21,prefill too fast
C
cat > s.yaml <<'Y'
scenario: fast-prefill
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
