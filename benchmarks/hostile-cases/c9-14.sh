# what: scenario measurements CSV whose ttft_ms on line 2 is "-0" (negative zero: a prefill of no time; float('-0') is -0.0, which passes a "< 0" test): refused naming runs.csv, line 2 and ttft_ms
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: ttft_ms
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
neg0,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,-0,19.6,measured,static,,,2026-08-21,negative zero
CSV
printf 'scenario: c914\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\nmeasurements: runs.csv\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
