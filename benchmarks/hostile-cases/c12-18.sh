# what: predict on a runs CSV whose run names the AMD GPU chip mi300x (a GPU chip id of the dataset, nodes 8 as tp 8; data/README: a GPU chip id with tp x pp GPUs) for Llama 3.1 70B: the dataset has no published mi300x serving run to fit, so the run is predicted from a stated fallback, or not predicted with a reason naming mi300x; never a traceback or a silent empty result
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-mi300x-70b,mi300x,8,decode,Llama-3.1-70B,llama-3.1-70b,8,,,1,,,1000,200,bf16,bf16,,,150,14,measured,continuous,,,2026-08-21,my vLLM ROCm run
C
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?; cut -c1-400 out.txt
"$PY" - "$rc" <<'P'
import sys
t = open("out.txt").read(); rc = int(sys.argv[1])
if rc == 0 and "my-mi300x-70b" in t and "1 run(s) predicted" in t:
    print("check ok")
elif rc != 0 and "mi300x" in t and "Traceback" not in t:
    print("check ok")
else:
    print("CHECK FAILED: rc", rc)
P
