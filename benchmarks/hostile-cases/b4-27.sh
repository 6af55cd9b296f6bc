# what: MPLBACKEND=module://no_such_backend (a module:// backend, passed through as given, that does not exist) for validate, claims, estimate, model, predict and specs: each works, or says in one line that MPLBACKEND is wrong; no ModuleNotFoundError traceback
# expect-rc: 0
# expect: backend ok
# expect-not: ModuleNotFoundError
export MPLBACKEND=module://no_such_backend
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
bad=0
for c in "validate" "claims" "estimate $PROJECT/scenarios/default.yaml" "model llama-3.1-70b" "predict runs.csv" "specs trainium2"; do
  timeout 40 "$TR" $c > o.txt 2>&1; rc=$?
  if [ $rc != 0 ]; then grep -q MPLBACKEND o.txt && [ $(grep -c . o.txt) -le 2 ] || { echo "$c rc=$rc:"; tail -3 o.txt; bad=1; }; fi
  grep -q Traceback o.txt && { echo "$c: traceback"; bad=1; }
done
[ $bad = 0 ] && echo "backend ok"; exit $bad
