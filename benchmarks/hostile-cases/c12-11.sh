# what: predict on a runs CSV whose line 2 weight_dtype is "int4" (a 4-bit AWQ run; data/README's precisions are bf16, fp16, fp8, int8: no 4-bit weights are modelled, and reading it as another precision would misstate the bytes a step reads): refused naming runs.csv, line 2 and weight_dtype
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: weight_dtype
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-llama70b-awq,trn2.48xlarge,1,decode,Llama-3.3-70B-AWQ,llama-3.1-70b,64,,,1,,,10000,1500,int4,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,my 4-bit run
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
