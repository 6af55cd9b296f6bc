# what: training scenario of the MoE Qwen3-30B-A3B (model: qwen3-30b-a3b, 2e10 tokens, trn2.48xlarge at a 40 USD/h quote) with your own MoE training run on one trn2.48xlarge at 38.853 seq/s of 4,096 tokens: MFU by hand over the ACTIVE parameters (calibration's 6 N, N active: 3.3530 B by hand count) = 0.30 (over the 30.53 B total it would be 2.73, impossible); your run replaces the published ones for trainium2 (data/README), so the estimate's MFU is 0.30 and its days 6 N_active T / (MFU x peak)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-qwen30-train,trn2.48xlarge,1,training,Qwen3-30B-A3B,qwen3-30b-a3b,8,1,8,1,256,4096,,,bf16,bf16,,,,,,,38.853,,2026-08-21,my MoE pre-training run
C
cat > s.yaml <<'Y'
scenario: my-moe-training
workload: training
model: qwen3-30b-a3b
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
    L,h,H,kv,hd,V,E,k,fe = 48,2048,32,4,128,151936,128,8,768
    dense = L*(h*H*hd*2 + h*kv*hd*2 + 2*h + h*E) + 2*V*h + h
    act = dense + L*k*3*h*fe
    assert act == 3353020416, act
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "trn2.48xlarge"][0]
    mfu = 6 * act * 38.853 * 4096 / 10.672e15
    got = float(r["mfu"])
    days = 6 * act * 2e10 / (mfu * float(r["peak_pflops"]) * 1e15) / 86400
    print("hand mfu", round(mfu, 4), "got", got, "hand days", days, "got", r["days"], r["mfu_source"][:150])
    assert abs(got - mfu) / mfu < 0.01, ("mfu", got, mfu)
    assert abs(float(r["days"]) - days) / days < 0.01, ("days", r["days"], days)
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
