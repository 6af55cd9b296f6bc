# what: predict on a runs CSV whose line 2 batch is 2.5 (half a sequence: a mean concurrency typed into the batch column; batch is a count of sequences): refused naming runs.csv, line 2 and batch, never predicted at batch 2 or 3
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: batch
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-llama70b-b,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,2.5,,,10000,1500,bf16,bf16,,,814.2,19.6,measured,continuous,,,2026-08-21,my run at a mean concurrency of 2.5
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
