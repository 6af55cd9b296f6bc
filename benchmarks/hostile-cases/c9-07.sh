# what: predict on a runs CSV whose line 3 says tpot_kind static_batch with TPOT 4 ms over 100 output tokens (400 ms in all) beside a TTFT of 814.2 ms: a static batch's TPOT spreads its own prefill over its tokens (data/README), so 100 tokens cannot take less than the 814 ms prefill (round 59: "a static_batch TPOT shorter in all than its prefill is refused"); 4 ms is above the decode roofline (141 GB / 16 x 2.9 TB/s ~ 3 ms) so only that rule catches it: line 3 refused (not predicted) naming runs.csv, line 3 and tpot_ms, the sound line 2 still predicted (rc 0, as predict does for one bad row among sound ones: c3x precedent; corrected after the first run, which I had written as rc nonzero)
# expect-rc: 0
# expect: runs.csv
# expect: line 3
# expect: tpot_ms
# expect: ok-run
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
ok-run,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,sound
sb-short,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,100,bf16,bf16,,,814.2,4,static_batch,static,,,2026-08-21,static batch shorter than its prefill
CSV
timeout 55 "$TR" predict runs.csv
