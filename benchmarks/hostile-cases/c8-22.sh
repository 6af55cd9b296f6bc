# what: predict on a run of Llama 3.1 405B bf16 on two p5.48xlarge (nodes 2) as tp 8 x pp 2 at batch 1 with TPOT 20 ms: at batch 1 a pipeline's two stages run one after the other, each reading its 406 GB half over 8 H100s (8 x 3.35 TB/s): 2 x 15.1 = 30.3 ms at the least, so 20 ms is impossible (the project's own bound, 15.2 ms, reads all 812 GB over 16 GPUs at once as if tp 16): refused naming the line and tpot_ms, or a warning naming them
# expect-rc: 0
# expect: check ok
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
pp2,p5.48xlarge,2,decode,Llama-3.1-405B,llama-3.1-405b,8,2,,1,,,2000,500,bf16,bf16,,,400,20,measured,static,,,2026-08-21,two nodes pipeline-parallel
C
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?
cut -c1-400 out.txt
"$PY" - <<'P'
import re
t = open("out.txt").read()
bound_ms = 2 * (405.85e9 * 2 / 2) / (8 * 3.35e12) * 1e3
print(f"pipeline bound by hand: {bound_ms:.1f} ms")
flagged = re.search(r"line 2.*tpot_ms", t, re.S) or "not predicted: pp2" in t
print("check ok" if flagged else "CHECK FAILED: a 20 ms TPOT under the pipeline's bound was accepted silently")
P
echo done
