# what: predict on a run of Llama 3.1 8B (32 layers) on 40 H100 chips (entity h100-sxm, nodes 40) as tp 1 x pp 40: a pipeline of 40 stages over 32 layers leaves 8 stages with no layer (no engine splits so): refused naming runs.csv, line 2 and pp (never a prediction whose one-stage bound is 1/40 of the model)
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: pp
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
pp40,h100-sxm,40,decode,Llama-3.1-8B,llama-3.1-8b,1,40,,1,,,1000,500,bf16,bf16,,,,30,measured,continuous,,,2026-08-21,40 stages
CSV
timeout 55 "$TR" predict runs.csv
