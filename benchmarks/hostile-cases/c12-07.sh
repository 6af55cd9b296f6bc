# what: training scenario with your own training run whose seq_len is empty (sequences/s without their length: tokens/s and so the MFU are unknown): refused naming runs.csv, line 2 and seq_len, never an MFU of NaN or a silent drop
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: seq_len
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-8b-train,trn2.48xlarge,1,training,Llama-3.1-8B,llama-3.1-8b,8,1,8,1,256,,,,bf16,bf16,,,,,,,9.755,,2026-08-21,my pre-training run
C
cat > s.yaml <<'Y'
scenario: my-training
workload: training
model: llama-3.1-8b
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
