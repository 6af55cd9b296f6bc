# what: predict (not a scenario) on a runs CSV whose run names the Trn3 UltraCluster (entity_id trn3-ultracluster: a cluster, no fixed chip count) beside a sound Llama 3.1 8B run on p5.4xlarge: line 2 refused naming runs.csv, line 2 and entity_id, line 3 predicted; no traceback
# expect-rc: 0
# expect: runs.csv
# expect: line 2
# expect: entity_id
# expect: good
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
cl3,trn3-ultracluster,1,decode,Llama-3.1-8B,llama-3.1-8b,8,,,1,,,1000,500,bf16,bf16,,,80,12,measured,continuous,,,2026-08-21,a cluster
good,p5.4xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,1,,,1,,,1000,500,bf16,bf16,,,80,12,measured,continuous,,,2026-08-21,sound
CSV
timeout 55 "$TR" predict runs.csv
