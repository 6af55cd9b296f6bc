# what: predict on a legal run of Llama 3.1 405B bf16 on two p5.48xlarge (nodes 2) as tp 8 x pp 2 at batch 1, TPOT 35 ms: the predicted TPOT must be at least the pipeline's bandwidth bound (two stages in turn, each 406 GB over 8 H100s at 3.35 TB/s: 30.3 ms); a prediction under it models pp 2 as tp 16 (a correct result must not beat physics)
# expect-rc: 0
# expect: check ok
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
pp2,p5.48xlarge,2,decode,Llama-3.1-405B,llama-3.1-405b,8,2,,1,,,2000,500,bf16,bf16,,,400,35,measured,static,,,2026-08-21,two nodes pipeline-parallel
C
timeout 55 "$TR" predict runs.csv --csv pred.csv > out.txt 2>&1; rc=$?
cut -c1-400 out.txt
"$PY" - <<'P'
import csv
try:
    r = list(csv.DictReader(open("pred.csv")))[0]
    got = float(r["predicted_tpot_ms"])
    bound_ms = 2 * (405.85e9 * 2 / 2) / (8 * 3.35e12) * 1e3
    print(f"predicted {got} ms, pipeline bound by hand {bound_ms:.1f} ms")
    print("check ok" if got >= bound_ms * 0.99 else "CHECK FAILED: predicted TPOT under the pipeline's bandwidth bound")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
echo done
