# what: stdin an open FIFO that never sends EOF (exec 0<>fifo): validate, claims, estimate, model and predict must not read stdin (no hang), and answer as with stdin /dev/null
# expect-rc: 0
# expect: no stdin hang
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
mkfifo in.fifo; exec 0<>in.fifo
bad=0
for c in "validate" "claims" "estimate $PROJECT/scenarios/default.yaml" "model llama-3.1-8b" "predict runs.csv"; do
  timeout 30 "$TR" $c > o.txt 2>&1; rc=$?
  [ $rc = 124 ] && { echo "HANG: $c"; bad=1; continue; }
  [ $rc = 0 ] || { echo "$c rc=$rc: $(head -2 o.txt)"; bad=1; }
done
exec 0</dev/null
[ $bad = 0 ] && echo "no stdin hang"; exit $bad
