# what: scenario measurements CSV whose run names a cluster (entity_id trn1-ultracluster: an UltraCluster whose size is a max_scale spec, not a fixed chip count; data/README: a run names an instance or a chip): refused naming runs.csv, line 2 and entity_id
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: entity_id
# expect-not: cannot convert
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
cl,trn1-ultracluster,1,decode,Llama-3.3-70B,llama-3.1-70b,32,,,1,,,10000,1500,bf16,bf16,,,900,30,measured,static,,,2026-08-21,a cluster
CSV
printf 'scenario: c917\ncandidates: [trn1.32xlarge]\nmeasurements: runs.csv\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
