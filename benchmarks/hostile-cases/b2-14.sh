# what: SIGINT to the process only (kill -INT pid, not the group) of model cfg.json and predict runs.csv (cache off), at 0.2 / 0.8 / 1.5 s: code 130 (or a result), one line, no traceback
# expect-rc: 0
# expect: int ok
cp "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" cfg.json; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
bad=0
for c in "model cfg.json" "predict runs.csv"; do for t in 0.2 0.8 1.5; do
  TRAINIUM_REPORT_NO_CACHE=1 "$TR" $c > o.txt 2>e.txt & P=$!
  sleep $t; kill -INT $P 2>/dev/null
  for i in $(seq 1 50); do kill -0 $P 2>/dev/null || break; sleep 0.2; done
  kill -0 $P 2>/dev/null && { echo "$c t=$t still running"; kill -KILL $P; bad=1; }
  wait $P; rc=$?
  echo "$c t=$t rc=$rc: $(head -c 160 e.txt | tr '\n' '|')"
  grep -qE 'Traceback|Exception ignored' e.txt && bad=1
  [ $rc != 0 ] && { [ $rc = 130 ] || bad=1; [ "$(wc -l < e.txt)" -le 2 ] || bad=1; }
done; done
[ $bad = 0 ] && echo "int ok"; exit $bad
