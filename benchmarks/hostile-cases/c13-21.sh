# what: predict on a runs CSV whose model_name is a w8a8 checkpoint ("RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w8a8": int8 weights) while weight_dtype says bf16 (README: a checkpoint whose name states its quantization must be run at that precision; only the vLLM-JSON path was tried before): refused naming runs.csv and line 2
# expect-rc: 1
# expect: runs.csv
# expect: line 2
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
q,p5.48xlarge,1,decode,RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w8a8,llama-3.1-8b,8,,,4,,,1000,200,bf16,bf16,,500,40,7.5,measured,continuous,,,2026-06-01,w8a8 checkpoint typed as bf16
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
