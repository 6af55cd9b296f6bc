# what: predict on a runs CSV whose run names the chip trainium2 with nodes 0.5 (half a chip) for Llama 3.1 8B: refused naming runs.csv, line 2 and nodes (a count of chips is whole)
# expect-rc: nonzero
# expect: runs.csv
# expect: nodes
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
half,trainium2,0.5,decode,Llama-3.1-8B,llama-3.1-8b,2,,,1,,,1000,500,bf16,bf16,,,100,8,measured,static,,,2026-08-21,half a chip
C
timeout 55 "$TR" predict runs.csv
