# what: predict on a runs CSV whose run names a TPU pod (entity_id tpu-v5e-pod, a pod of the dataset, not an instance or a chip; data/README: a run names an AWS instance or a chip) for Llama 3.1 8B: refused naming runs.csv, line 2 and entity_id, or predicted; never a bare Python message naming nothing (as c9-17's cluster gave)
# expect-rc: nonzero
# expect: runs.csv
# expect: entity_id
# expect-not: cannot convert
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
pod,tpu-v5e-pod,1,decode,Llama-3.1-8B,llama-3.1-8b,8,,,1,,,1000,500,bf16,bf16,,,80,12,measured,continuous,,,2026-08-21,a pod
CSV
timeout 55 "$TR" predict runs.csv
