# what: predict on a run of Llama 3.1 70B bf16 on ONE p5.48xlarge split as tp 4 x pp 2 (8 H100s, batch 1, 1000 in / 500 out) with TPOT 8 ms: the two pipeline stages run in turn, each reading its 70.6 GB half over 4 H100s (4 x 3.35 TB/s), so a token takes at least 141.1 GB / 13.4 TB/s = 10.5 ms (round 59: "a pp run's bounds are over one stage's chips"; the 8-GPU bound 5.3 ms would let it pass): refused naming runs.csv, line 2, tpot_ms
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: tpot_ms
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
pp-one-node,p5.48xlarge,1,decode,Llama-3.1-70B,llama-3.1-70b,4,2,,1,,,1000,500,bf16,bf16,,,,8,measured,continuous,,,2026-08-21,tp 4 x pp 2 on one machine
CSV
timeout 55 "$TR" predict runs.csv
