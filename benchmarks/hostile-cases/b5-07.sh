# what: PATH set to a folder that does not exist, and PATH unset: validate, claims, estimate, model and predict (absolute paths to the CLI) work as with a normal PATH
# expect-rc: 0
# expect: path ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e0.csv > /dev/null 2>&1 || exit 9
bad=0
for mode in junk unset; do
  rm -f e.csv
  if [ $mode = junk ]; then run() { PATH=/nonexistent/bin /usr/bin/timeout 40 "$@"; }; else run() { /usr/bin/env -u PATH /usr/bin/timeout 40 "$@"; }; fi
  for c in "validate" "claims" "estimate $PROJECT/scenarios/default.yaml --csv e.csv" "model llama-3.1-70b" "predict runs.csv"; do
    run "$TR" $c > o.txt 2>&1; rc=$?
    [ $rc = 0 ] || { echo "PATH $mode: $c rc=$rc: $(head -2 o.txt)"; bad=1; }
    grep -q Traceback o.txt && { echo "TRACEBACK PATH $mode $c"; bad=1; }
  done
  cmp -s e.csv e0.csv || { echo "PATH $mode: e.csv differs"; bad=1; }
done
[ $bad = 0 ] && echo "path ok"; exit $bad
