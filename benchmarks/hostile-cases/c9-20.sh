# what: scenario measurements CSV whose model_id is "Llama-3.1-70B" (the model_id's letters in other case, as a user types it): not a model_id of data/models.csv; must not be silently "shown but not fitted" (data/README reserves that for an empty model_id): refused naming runs.csv, line 2 and model_id, or read as llama-3.1-70b (then the estimate equals the one with the exact id; the script checks which)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
ok,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,29.6,measured,static,,,2026-08-21,slower than published
CSV
sed '2s/,llama-3.1-70b,/,Llama-3.1-70B,/' runs.csv > runs2.csv
printf 'scenario: c920\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\nmeasurements: runs.csv\n' > good.yaml
printf 'scenario: c920\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\nmeasurements: runs2.csv\n' > s.yaml
timeout 55 "$TR" estimate good.yaml --csv good.csv >/dev/null 2>&1
timeout 55 "$TR" estimate s.yaml --csv mine.csv >o.txt 2>&1; rc=$?; tail -4 o.txt
rc=$rc "$PY" - <<'PY'
import os, csv
try:
    out = open("o.txt").read()
    if os.environ["rc"] != "0":
        assert "runs2.csv" in out and "model_id" in out, "refusal does not name runs2.csv and model_id"
        print("check ok (refused)")
    else:
        a = float(next(csv.DictReader(open("good.csv")))["usd_per_m_tokens"]); b = float(next(csv.DictReader(open("mine.csv")))["usd_per_m_tokens"])
        assert abs(a - b) < 1e-9 * a, f"exact id {a} vs other-case id {b}: the run silently dropped"
        print("check ok (read as llama-3.1-70b)")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
