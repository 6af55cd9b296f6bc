# what: scenario measurements CSV with two repeats of one configuration (the example 70B trn2 run) whose TPOTs are 19.6 and 61 ms (3.11x apart; README: repeats of one configuration must agree within 3x): refused naming runs.csv and tpot_ms (the lines 2 and 3)
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
rep-a,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,,814.2,19.6,measured,static,,,2026-08-21,repeat a
rep-b,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,,814.2,61,measured,static,,,2026-08-21,repeat b
C
cat > s.yaml <<'Y'
scenario: repeats
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
