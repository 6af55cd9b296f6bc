# what: training scenario (Llama 3.1 8B, trn2.48xlarge) with your own training run on ONE trn2.48xlarge that says tp 32 x pp 4 x dp 2 = 256 NeuronCores (the instance has 128 physical, 64 logical at LNC=2; specs neuron_cores): a run on more cores than its system has is refused (round 60: runs that do not add up are refused), naming runs.csv, line 2 and tp/pp/dp; never its MFU used
# expect-rc: 1
# expect: runs.csv
# expect: line 2
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-8b-train,trn2.48xlarge,1,training,Llama-3.1-8B,llama-3.1-8b,32,4,2,1,256,4096,,,bf16,bf16,,,,,,,9.755,,2026-08-21,my pre-training run
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
