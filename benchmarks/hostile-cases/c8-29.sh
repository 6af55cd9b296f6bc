# what: predict on a runs CSV whose line 2 tpot_ms is 1e-320 (a subnormal float, 1e-323 seconds per token): refused naming runs.csv, line 2 and tpot_ms, never a fit or a division blown up to infinity
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: tpot_ms
# expect-not: inf
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
tiny,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,,814.2,1e-320,measured,static,,,2026-08-21,subnormal
C
timeout 55 "$TR" predict runs.csv
