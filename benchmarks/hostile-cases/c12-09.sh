# what: training scenario of the MoE Qwen3-30B-A3B on trn2.48xlarge with your own DENSE training run (Llama 3.1 8B, MFU 0.45 by hand) as the only run: round 60 says your runs of the other class (MoE/dense) never fit nor rescale a model's estimate, so the MoE's trn2 MFU must not become 0.45: refused naming runs.csv and the run, or the estimate equals the same scenario without measurements
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-8b-train,trn2.48xlarge,1,training,Llama-3.1-8B,llama-3.1-8b,8,1,8,1,256,4096,,,bf16,bf16,,,,,,,24.33,,2026-08-21,my dense pre-training run
C
cat > a.yaml <<'Y'
scenario: moe-training-dense-run
workload: training
model: qwen3-30b-a3b
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
grep -v measurements a.yaml > b.yaml
timeout 27 "$TR" estimate a.yaml --csv a.csv > a.txt 2>&1; r1=$?
timeout 27 "$TR" estimate b.yaml --csv b.csv > b.txt 2>&1; r2=$?
cut -c1-300 a.txt
"$PY" - "$r1" "$r2" <<'P'
import csv, sys
try:
    r1, r2 = int(sys.argv[1]), int(sys.argv[2])
    t = open("a.txt").read()
    assert r2 == 0, "the scenario without measurements failed"
    if r1 != 0:
        assert "runs.csv" in t and "my-trn2-8b-train" in t, "refused without naming runs.csv and the run"
        print("refused, named"); print("check ok"); sys.exit()
    a = [r for r in csv.DictReader(open("a.csv")) if r["candidate"] == "trn2.48xlarge"][0]
    b = [r for r in csv.DictReader(open("b.csv")) if r["candidate"] == "trn2.48xlarge"][0]
    print("mfu with", a["mfu"], "without", b["mfu"], a["mfu_source"][:160])
    assert abs(float(a["mfu"]) - 0.45) > 0.01, "the dense run's MFU 0.45 was used for the MoE"
    assert a["mfu"] == b["mfu"] and a["days"] == b["days"], "differs from the estimate without measurements"
    print("check ok")
except SystemExit:
    raise
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
