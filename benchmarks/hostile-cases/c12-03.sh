# what: predict on a run of the MoE Qwen3-235B-A22B bf16 on one trn2.48xlarge at batch 1 (1,000 in / 200 out) with TPOT 0.6 ms: at batch 1 a decode step reads at least the active weights (22.19 B x 2 B = 44.4 GB; 'model qwen3-235b-a22b' says so) at 46.4 TB/s = 0.96 ms, so 0.6 ms is above the roofline (a unit slip): warned naming runs.csv, line 2 and tpot_ms, never scored
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: tpot_ms
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-qwen235-b1,trn2.48xlarge,1,decode,Qwen3-235B-A22B,qwen3-235b-a22b,64,,,1,,,1000,200,bf16,bf16,,,,0.6,measured,continuous,,,2026-08-21,my run at batch 1
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
