# what: predict on a runs CSV whose run says model_name "inclusionAI/Ling-1T" (a name stating 1 trillion parameters) with model_id llama-3.1-8b (8.03B): the same check as a 70B name on the 8B's id (README: a name stating another size than the model's), with the size in T(rillions): refused naming runs.csv, line 2 and model_name
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: model_name
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
r,p5.48xlarge,1,decode,inclusionAI/Ling-1T,llama-3.1-8b,8,,,4,,,1000,200,bf16,bf16,,500,40,7.5,measured,continuous,,,2026-06-01,wrong model id pasted
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
