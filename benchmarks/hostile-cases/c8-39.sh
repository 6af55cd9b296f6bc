# what: predict on the same Llama 3.1 8B p5.4xlarge run dated 2023-07-02, exactly 365 days before its model's as_of 2024-07(-01) (data/README: "may not lie more than 365 days before"): accepted and predicted, 1 run
# expect-rc: 0
# expect: 1 run(s) predicted
# expect-not: as_of
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
early,p5.4xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,1,,,1,,,1000,500,bf16,bf16,,,100,7,measured,static,,,2023-07-02,a preview of the model
C
timeout 55 "$TR" predict runs.csv
