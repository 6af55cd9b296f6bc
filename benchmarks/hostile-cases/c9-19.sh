# what: scenario measurements CSV with the same run twice under two run_ids, line 3 spelling pp 1 and dp 1 where line 2 leaves them empty (empty = one stage, one replica: the same configuration; round 59 put pp in the runs' duplicate key): a double count, refused naming runs.csv and line 3 as the duplicated line 4 was in round 57 (c7x)
# expect-rc: nonzero
# expect: runs.csv
# expect: line 3
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
ok,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,sound
ok-again,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,1,1,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,sound
CSV
printf 'scenario: c919\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\nmeasurements: runs.csv\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
