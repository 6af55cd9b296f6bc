# what: PYTHONWARNINGS=error (every warning an exception, a strict user's setting) for validate, estimate, claims, model, predict (cache off): each works, or says in one line what warned; no traceback
# expect-rc: 0
# expect: 5 ok
cp "$PROJECT/scenarios/default.yaml" s.yaml; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
export PYTHONWARNINGS=error TRAINIUM_REPORT_NO_CACHE=1
ok=0
for c in "validate" "estimate s.yaml" "claims" "model llama-3.1-70b" "predict runs.csv"; do
  timeout 30 "$TR" $c > o.txt 2>&1 && ok=$((ok+1)) || { echo "$c: rc $?"; tail -3 o.txt; }
done
echo "$ok ok"
