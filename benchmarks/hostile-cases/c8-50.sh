# what: estimate of dense Llama 3.1 70B on trn2.48xlarge (quoted 40 USD/h) with your own run of an MoE (Qwen3-235B-A22B, trn2.48xlarge, vLLM continuous, batch 1) that is twice as fast as the published run it copies (trn2-optneuron-qwen3-235b-a22b-sync: TTFT 4,587 -> 2,293 ms, TPOT 32.18 -> 16.09 ms): a run showing the platform faster cannot make the dense model's cost per token on it rise (MoE runs have a fit of their own in calibration.py); trn2's USD per 1M tokens at most 1.1x the same estimate without measurements, or the run refused naming runs.csv
# expect-rc: 0
# expect: check ok
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-q235-sync,trn2.48xlarge,1,decode,Qwen3-235B-A22B-Instruct-2507,qwen3-235b-a22b,64,,,1,,4096,1500,250,bf16,bf16,,,2293,16.09,measured,continuous,,,2026-08-21,my MoE run: the published sync run at half its times
C
cat > a.yaml <<'Y'
scenario: moe-runs-dense-model
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
grep -v measurements a.yaml > b.yaml
timeout 27 "$TR" estimate a.yaml --csv a.csv > a.txt 2>&1; r1=$?
timeout 27 "$TR" estimate b.yaml --csv b.csv > b.txt 2>&1
cut -c1-200 a.txt
RC=$r1 "$PY" - <<'P'
import csv, os
try:
    t = open("a.txt").read()
    if os.environ["RC"] != "0":
        print("check ok (refused)" if "runs.csv" in t else "CHECK FAILED: refusal names no runs.csv")
    else:
        a = [r for r in csv.DictReader(open("a.csv")) if r["candidate"] == "trn2.48xlarge"][0]
        b = [r for r in csv.DictReader(open("b.csv")) if r["candidate"] == "trn2.48xlarge"][0]
        ua, ub = float(a["usd_per_m_tokens"]), float(b["usd_per_m_tokens"])
        print(f"USD/1M with your faster MoE run {ua:.3g}, without {ub:.3g} ({ua / ub:.1f}x); TTFT {float(a['ttft_s']):.3g} s vs {float(b['ttft_s']):.3g} s")
        print("check ok" if ua <= 1.1 * ub else "CHECK FAILED: a faster run of another (MoE) model made the dense model's cost per token rise")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
echo done
