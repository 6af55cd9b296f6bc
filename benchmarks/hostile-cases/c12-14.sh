# what: scenario measurements runs.csv holding only the header (no run: a template saved before any run was entered): a scenario that names your runs file but gives no run is a slip to say (refused naming runs.csv and that it holds no run), or else the estimate must equal the one without measurements; never a crash or a silently different estimate
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
echo 'run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note' > runs.csv
cat > a.yaml <<'Y'
scenario: header-only
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
        assert "runs.csv" in t, "refused without naming runs.csv"
        print("refused, named"); print("check ok"); sys.exit()
    a = list(csv.DictReader(open("a.csv"))); b = list(csv.DictReader(open("b.csv")))
    assert a == b, "the estimate differs from the one without measurements"
    print("check ok")
except SystemExit:
    raise
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
