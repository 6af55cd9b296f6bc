# what: predict on a run on two whole trn2.48xlarge (nodes 2) that says tp 64 only (64 logical NeuronCores: one instance's worth of the 128 two hold; README: a run uses the whole system it names, tp x pp x dp its NeuronCores times nodes): contradicting columns, refused naming runs.csv and line 2 (tp or nodes)
# expect-rc: 1
# expect: runs.csv
# expect: line 2
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
r,trn2.48xlarge,2,decode,Llama-3.1-405B,llama-3.1-405b,64,,,1,,,10000,1500,bf16,bf16,,25,2442,37.9,measured,static,,,2026-08-21,half the cores of two
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
