# what: predict on a runs CSV whose line 2 has one field too few (a comma dropped between tp and pp: "64,,1" for "64,,,1", 25 fields for 26 columns, so every later field shifts one column left): refused naming runs.csv and line 2, never predicted from shifted fields
# expect-rc: 1
# expect: runs.csv
# expect: line 2
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
short,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,one comma lost
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
