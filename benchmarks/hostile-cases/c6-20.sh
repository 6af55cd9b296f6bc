# what: predict on a run of Llama 3.1 8B with fp8 weights and compute on one H100 (p5.4xlarge) at batch 1 with TPOT 3.5 ms: faster than the bf16 bound (4.84 ms) but slower than the fp8 one (8.1 GB / 3.35 TB/s = 2.42 ms): a legal run, predicted with no warning
# expect-rc: 0
# expect: 1 run(s) predicted
# expect-not: warning
printf '%s\n' 'run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note' 'r8f,p5.4xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,1,,,1,,,1000,500,fp8,fp8,,,40,3.5,measured,static,,,2026-08-01,my run' > runs.csv
timeout 55 "$TR" predict runs.csv
