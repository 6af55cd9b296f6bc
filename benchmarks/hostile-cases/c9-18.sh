# what: scenario measurements CSV with one run_id on lines 2 and 3 for two different runs (batch 1 and batch 4: a copy-paste that kept the id; run_id is the key of measurements.csv, data/README): refused naming runs.csv, run_id and line 3
# expect-rc: nonzero
# expect: runs.csv
# expect: run_id
# expect: line 3
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
ok,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,sound
ok,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,4,,,10000,1500,bf16,bf16,,,2000,21,measured,static,,,2026-08-21,same id
CSV
printf 'scenario: c918\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\nmeasurements: runs.csv\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
