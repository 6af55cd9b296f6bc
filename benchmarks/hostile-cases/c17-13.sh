# what: predict on a runs CSV whose run names the chip inferentia2 with nodes 13 (13 chips: more than inf2.48xlarge, the largest Inferentia2 instance, holds (12); data/README: a chip id is a run that used part of an instance): refused naming runs.csv and nodes
# expect-rc: 1
# expect: runs.csv
# expect: nodes
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-inf2-13,inferentia2,13,decode,Llama-3.1-8B,llama-3.1-8b,26,,,1,,,1000,200,bf16,bf16,,,200,12,measured,static,,,2026-08-21,thirteen chips
C
timeout 55 "$TR" predict runs.csv
