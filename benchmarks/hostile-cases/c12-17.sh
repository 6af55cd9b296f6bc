# what: predict on a runs CSV whose run names the TPU chip tpu-v5e (nodes 8, tp 8; a chip of the dataset, but data/README: a serving run names an AWS instance or a GPU chip id; a TPU has no serving fit here, and a pod was tried in c9-31, a bare TPU chip not): refused naming runs.csv, line 2 and entity_id, or not predicted with a reason naming tpu-v5e; never a traceback
# expect-rc: 1
# expect: runs.csv
# expect: tpu-v5e
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-tpu-8b,tpu-v5e,8,decode,Llama-3.1-8B,llama-3.1-8b,8,,,8,,,1000,200,bf16,bf16,,,120,12,measured,continuous,,,2026-08-21,my JetStream run on a v5e-8
C
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
