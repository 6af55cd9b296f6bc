# what: predict on a legal run of the MoE Qwen3-235B-A22B bf16 on one trn2.48xlarge at batch 1 (1,000 in / 200 out) with TPOT 4 ms: above the active-weight bound (44.4 GB at 46.4 TB/s = 0.96 ms) though below what reading all 470 GB of experts would take (10.1 ms); at batch 1 only the 8 routed experts are read (data/README: experts_per_token), so a check against the total would wrongly refuse it: predicted (rc 0), no warning on tpot_ms
# expect-rc: 0
# expect: my-qwen235-b1
# expect: 1 run(s) predicted
# expect-not: warning
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-qwen235-b1,trn2.48xlarge,1,decode,Qwen3-235B-A22B,qwen3-235b-a22b,64,,,1,,,1000,200,bf16,bf16,,,,4,measured,continuous,,,2026-08-21,my run at batch 1
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
