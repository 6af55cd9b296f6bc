# what: training scenario (Llama 3.1 8B on trn2.48xlarge) with your own training run whose sequences_per_s is per minute (0.1626 for 9.755 seq/s, MFU 0.18: an MFU of 0.003): data/README's sequences_per_s is per second and calibration refuses an MFU under 0.02 as a unit slip: refused naming runs.csv, line 2 and sequences_per_s
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: sequences_per_s
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-8b-train,trn2.48xlarge,1,training,Llama-3.1-8B,llama-3.1-8b,8,1,8,1,256,4096,,,bf16,bf16,,,,,,,0.1626,,2026-08-21,my pre-training run (rate read off a per-minute dashboard)
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
