# what: training scenario (Llama 3.1 8B, 2e10 tokens, trn2.48xlarge at a 40 USD/h quote) with your own training run on one trn2.48xlarge at 9.755 seq/s of 4,096 tokens: MFU by hand 6 x 8.0303 B (hand count) x 39,956 tok/s / 10.672 PFLOPS = 0.1804; data/README: your runs replace the published runs for their platform, so the estimate's trn2 MFU is 0.1804 and its days 6 N T / (MFU x peak) (a correct result)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-8b-train,trn2.48xlarge,1,training,Llama-3.1-8B,llama-3.1-8b,8,1,8,1,256,4096,,,bf16,bf16,,,,,,,9.755,,2026-08-21,my pre-training run
C
cat > s.yaml <<'Y'
scenario: my-training
workload: training
model: llama-3.1-8b
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml --csv e.csv > out.txt 2>&1; rc=$?; cut -c1-300 out.txt
"$PY" - <<'P'
import csv
try:
    L,h,f,H,kv,V = 32,4096,14336,32,8,128256
    n = L*(h*H*128*2 + h*kv*128*2 + 3*h*f + 2*h) + 2*V*h + h
    assert n == 8030261248, n
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "trn2.48xlarge"][0]
    peak_sys = float(r["peak_pflops"]) / float(r["systems"]) * 1e15
    assert abs(peak_sys - 10.672e15) / 10.672e15 < 0.01, peak_sys
    mfu = 6 * n * 9.755 * 4096 / 10.672e15
    got = float(r["mfu"])
    days = 6 * n * 2e10 / (mfu * float(r["peak_pflops"]) * 1e15) / 86400
    print("hand mfu", round(mfu, 4), "got", got, "hand days", days, "got", r["days"])
    assert abs(got - mfu) / mfu < 0.01, ("mfu", got, mfu)
    assert abs(float(r["days"]) - days) / days < 0.01, ("days", r["days"], days)
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
