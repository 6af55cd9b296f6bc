# what: predict on a run of the MoE Qwen3-30B-A3B bf16 on ONE trainium2 chip (tp 4, 2.9 TB/s) at batch 64 (continuous, 1,500 in / 250 out) with TPOT 10 ms: under README's rule a step at batch 64 reads 128 (1 - (1 - 8/128)^64) = 126 of 128 experts per layer, 60.1 GB, at least 20.7 ms; 10 ms is above the roofline (though above the batch-1 read of 6.7 GB): refused naming runs.csv, line 2 and tpot_ms
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: tpot_ms
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
moe64,trainium2,1,decode,Qwen3-30B-A3B,qwen3-30b-a3b,4,,,64,,,1500,250,bf16,bf16,,,3000,10,measured,continuous,,,2026-06-01,batch 64 too fast
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
