# what: scenario measurements CSV whose TPOT is in microseconds (19600 for 19.6 ms) and output_tokens_per_s left empty (so the throughput cross-check cannot catch it): a 70B decode step of 19.6 s on 16 Trainium2, ~1000x slower than any published stack (README: "far slower than any published stack (a unit slip)"): refused naming runs.csv, line 2 and tpot_ms
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: tpot_ms
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
us-tpot,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,,814.2,19600,measured,static,,,2026-08-21,TPOT in microseconds
CSV
printf 'scenario: c911\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\nmeasurements: runs.csv\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
