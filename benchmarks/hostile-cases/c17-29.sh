# what: predict on a runs CSV of one run of Qwen3-30B-A3B (MoE, model_id qwen3-30b-a3b) on the chip trainium2 with nodes 13 (13 of trn2.48xlarge's 16 chips: 13 does not split the 32 heads nor 4 KV heads, tp 52 logical cores): either refused naming runs.csv and tp/nodes, or a prediction; no traceback
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-13,trainium2,13,decode,Qwen3-30B-A3B,qwen3-30b-a3b,52,,,4,,,1000,200,bf16,bf16,,,150,9,measured,static,,,2026-08-21,thirteen chips
C
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?; cat out.txt
if [ $rc = 0 ] && grep -q my-trn2-13 out.txt; then echo "check ok (predicted or named)"
elif [ $rc = 1 ] && grep -q runs.csv out.txt && grep -qE 'tp|nodes' out.txt; then echo "check ok (refused)"; else echo "CHECK FAILED: rc $rc"; fi
