# what: predict on a run of Qwen3-30B-A3B (MoE, 3.35B active of 30.5B) in bf16 on one Trainium2 chip (trainium2, nodes 1, tp 4) at batch 1 with TPOT 6 ms: slower than the active-expert bound (6.8 GB / 2.9 TB/s = 2.35 ms), faster than reading every expert (61 GB: 21 ms): a legal run, predicted with no warning
# expect-rc: 0
# expect: 1 run(s) predicted
# expect-not: warning
printf '%s\n' 'run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note' 'q30,trainium2,1,decode,Qwen3-30B-A3B,qwen3-30b-a3b,4,,,1,,,1000,500,bf16,bf16,,,80,6.0,measured,static,,,2026-08-01,my run' > runs.csv
timeout 55 "$TR" predict runs.csv
