# what: scenario measurements CSV (the example's 70B trn2 run) whose TTFT is entered in microseconds (814200 for 814.2 ms: a 13.6-minute prefill of 10,000 tokens, ~1000x slower than any published stack): README (validate refuses runs "far slower than any published stack (a unit slip)"; your runs "are checked with the same rules"): refused naming runs.csv, line 2 and ttft_ms; never a trn2 priced ~1000x dearer
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: ttft_ms
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
us-ttft,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814200,19.6,measured,static,,,2026-08-21,TTFT in microseconds
CSV
printf 'scenario: c910\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\nmeasurements: runs.csv\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
