# what: scenario measurements CSV (the example 70B trn2 run, batch 1, TPOT 19.6 ms) whose output_tokens_per_s is in tokens per minute (2160 for 36 tok/s): batch 1 at 19.6 ms emits at most 51 tok/s (data/README: output_tokens_per_s is per second): refused naming runs.csv, line 2 and output_tokens_per_s
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: output_tokens_per_s
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-llama70b-l2,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,2160,814.2,19.6,measured,static,,,2026-08-21,my run; throughput copied from a per-minute dashboard
C
cat > s.yaml <<'Y'
scenario: per-minute
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
