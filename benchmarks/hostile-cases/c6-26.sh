# what: predict on a runs CSV whose run is on a system the dataset does not hold (entity_id mi300x.8gpu, an AMD box): refused naming runs.csv, line 2, entity_id and the value
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: entity_id
# expect: mi300x.8gpu
printf '%s\n' 'run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note' 'm1,mi300x.8gpu,1,decode,Llama-3.1-70B,llama-3.1-70b,8,,,1,,,1000,500,bf16,bf16,,,200,20,measured,static,,,2026-08-01,my run' > runs.csv
timeout 55 "$TR" predict runs.csv
