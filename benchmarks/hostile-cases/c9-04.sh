# what: predict on a legal run of Llama 3.1 70B bf16 on ONE p5.48xlarge as tp 4 x pp 2 (batch 1, 1000 in / 500 out) with TPOT 13 ms: accepted (13 ms is above the pipeline bound of 141.1 GB / (4 x 3.35 TB/s) = 10.5 ms), and the predicted TPOT must be at least that one-stage bound (round 59), checked by hand: 70.55 B params x 2 B + KV (1500 tok x 80 x 2 x 8 x 128 x 2 B) over 13.4 TB/s
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
pp-one-node,p5.48xlarge,1,decode,Llama-3.1-70B,llama-3.1-70b,4,2,,1,,,1000,500,bf16,bf16,,,,13,measured,continuous,,,2026-08-21,tp 4 x pp 2 on one machine
CSV
timeout 55 "$TR" predict runs.csv --csv pred.csv; rc=$?
"$PY" - <<'PY'
import csv
try:
    params = 80 * (8192 * 8192 * 2 + 8192 * 1024 * 2 + 3 * 8192 * 28672) + 2 * 128256 * 8192
    weights = params * 2
    bound_ms = weights / (4 * 3.35e12) * 1000
    r = list(csv.DictReader(open("pred.csv")))
    assert len(r) == 1, f"{len(r)} rows"
    p = float(r[0]["predicted_tpot_ms"])
    assert p >= 0.99 * bound_ms, f"predicted TPOT {p:.2f} ms under the one-stage bound {bound_ms:.2f} ms"
    print(f"check ok: predicted {p:.2f} ms >= bound {bound_ms:.2f} ms")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
exit $rc
