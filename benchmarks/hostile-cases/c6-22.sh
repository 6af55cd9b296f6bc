# what: predict on the same Llama 3.1 8B bf16 H100 run with TPOT 4.89 ms, 1% over the 4.84 ms memory-bandwidth bound (99% of the bandwidth: extreme but possible): predicted with no warning, its predicted TPOT at or above the bound
# expect-rc: 0
# expect: 1 run(s) predicted
# expect-not: warning
printf '%s\n' 'run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note' 'r8,p5.4xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,1,,,1,,,1000,500,bf16,bf16,,,40,4.89,measured,static,,,2026-08-01,my run' > runs.csv
timeout 55 "$TR" predict runs.csv
