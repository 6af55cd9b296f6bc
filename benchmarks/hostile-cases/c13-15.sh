# what: scenario measurements CSV whose run of Llama 3.1 8B bf16 on one inf2.xlarge (one Inferentia2: 32 GB) is at batch 64 with 4,096 in / 4,096 out: weights 16.1 GB + 64 x 8,192 tokens x 131 kB = 68.7 GB of KV cache (README: a run's batch must fit in the memory of the chips it used): refused naming runs.csv, line 2 and batch
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: batch
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
big,inf2.xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,2,,,64,,,4096,4096,bf16,bf16,,,3000,60,measured,continuous,,,2026-06-01,too big a batch
C
cat > s.yaml <<'Y'
scenario: too-big
model: llama-3.1-8b
measurements: runs.csv
candidates: [inf2.xlarge]
regions: [us-east-1]
price_overrides: {inf2.xlarge: 0.76}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
