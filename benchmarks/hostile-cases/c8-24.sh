# what: predict on a legal run of Llama 3.1 405B bf16 on a whole Trn2 UltraServer (trn2-ultraserver: 64 Trainium2 chips, tp 256 logical NeuronCores at LNC=2), batch 1, 10,000 in / 1,500 out, TPOT 25 ms: a correct result: accepted and predicted, the predicted TPOT above the bandwidth bound (812 GB over 64 x 2.9 TB/s = 4.4 ms) and below the prediction for the same run on one trn2.48xlarge (16 chips, tp 64): 4x the chips is not slower
# expect-rc: 0
# expect: check ok
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
us,trn2-ultraserver,1,decode,Llama-3.1-405B,llama-3.1-405b,256,,,1,,,10000,1500,bf16,bf16,,,1500,25,measured,static,,,2026-08-21,whole ultraserver
one,trn2.48xlarge,1,decode,Llama-3.1-405B,llama-3.1-405b,64,,,1,,,10000,1500,bf16,bf16,,25.46,2442,37.9,measured,static,,,2026-08-21,one instance
C
timeout 55 "$TR" predict runs.csv --csv pred.csv > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
"$PY" - <<'P'
import csv
try:
    r = {x["run_id"]: float(x["predicted_tpot_ms"]) for x in csv.DictReader(open("pred.csv"))}
    bound = 405.85e9 * 2 / (64 * 2.9e12) * 1e3
    print(r, f"bound {bound:.2f} ms")
    print("check ok" if bound * 0.99 <= r["us"] < r["one"] else "CHECK FAILED")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
