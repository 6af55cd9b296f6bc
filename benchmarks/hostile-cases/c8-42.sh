# what: predict on a run of Llama 3.1 405B bf16 on two trn2.48xlarge (nodes 2) as tp 64 x pp 2 at batch 1 with TPOT 12 ms: at batch 1 the two pipeline stages run in turn, each reading its 406 GB half over one instance's 16 Trainium2 chips (16 x 2.9 TB/s): 2 x 8.75 = 17.5 ms at the least, so 12 ms is impossible (as tp 128 over 32 chips it would be 8.75 ms): refused naming the line and tpot_ms, or a warning naming them
# expect-rc: 0
# expect: check ok
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
npp,trn2.48xlarge,2,decode,Llama-3.1-405B,llama-3.1-405b,64,2,,1,,,10000,1500,bf16,bf16,,,2000,12,measured,static,,,2026-08-21,two instances pipeline-parallel
C
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?
cut -c1-400 out.txt
"$PY" - <<'P'
import re
t = open("out.txt").read()
print(f"pipeline bound by hand: {2 * 405.85e9 * 2 / 2 / (16 * 2.9e12) * 1e3:.2f} ms")
flagged = re.search(r"line 2.*tpot_ms", t, re.S) or "not predicted: npp" in t
print("check ok" if flagged else "CHECK FAILED: a 12 ms TPOT under the pipeline's bound was accepted silently")
P
echo done
