# what: predict on a runs CSV whose run on one p5.48xlarge (8 H100s) says tp 8 and dp 2 (16 GPUs: two replicas of 8 on an 8-GPU instance; data/README: an instance's chips are all used, tp x pp x dp of them): refused naming runs.csv, line 2 and dp (or tp), never predicted as if the instance had 16 GPUs
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: dp
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-p5-70b-dp2,p5.48xlarge,1,decode,Llama-3.1-70B,llama-3.1-70b,8,,2,8,,,1000,200,bf16,bf16,,,300,25,measured,continuous,,,2026-08-21,my vLLM run with two replicas
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
