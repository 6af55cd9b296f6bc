# what: scenario measurements CSV left by a crash: the example's valid run, then 1 MB of NUL bytes (a preallocated or crash-truncated file whose tail was never written): refused naming runs.csv (and the line or the NUL byte), quickly; never a silent run of the NULs or a traceback
# expect-rc: 1
# expect: runs.csv
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-llama70b-l2,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,my run
C
head -c 1000000 /dev/zero >> runs.csv
cat > s.yaml <<'Y'
scenario: nul-tail
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400 | tr -d '\000'
exit ${PIPESTATUS[0]}
