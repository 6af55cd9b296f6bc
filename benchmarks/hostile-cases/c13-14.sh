# what: predict on a run of Llama 3.1 8B bf16 on one inf2.xlarge (one Inferentia2, tp 2) at batch 1 with TPOT 1 ms: a decode step must read the 16.1 GB of weights, at the chip's bandwidth (specs inferentia2, under 1 TB/s) at least ~16 ms; 1 ms is 16x past the roofline (README: runs faster than their roofline are refused): refused naming runs.csv, line 2 and tpot_ms
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: tpot_ms
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
fast,inf2.xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,2,,,1,,,128,128,bf16,bf16,,,30,1,measured,static,,,2026-06-01,too fast
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
