# what: predict on a run of Llama 3.1 8B bf16 on one H100 (p5.4xlarge) at batch 1, 1000 in / 500 out, with TPOT 4.79 ms: 1% under the memory-bandwidth bound (16.06 GB weights + 0.16 GB KV at 3.35 TB/s = 4.84 ms): impossible, a warning naming line 2 and tpot_ms, nothing predicted
# expect-rc: 1
# expect: line 2
# expect: tpot_ms
# expect: 4.84 ms
printf '%s\n' 'run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note' 'r8,p5.4xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,1,,,1,,,1000,500,bf16,bf16,,,40,4.79,measured,static,,,2026-08-01,my run' > runs.csv
timeout 55 "$TR" predict runs.csv
