# what: scenario measurements CSV whose line 2 has pp 0 (no pipeline stage: tp x pp x dp would be zero chips): refused naming runs.csv, line 2 and pp
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: pp
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
pp0,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,0,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,pp zero
CSV
printf 'scenario: c906\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\nmeasurements: runs.csv\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
