# what: SIGUSR1 and SIGUSR2 (default action: terminate, no Python handler) sent to the process only of predict runs.csv --csv p.csv (cache off) at 0.8 and 2.0 s, where p.csv is an earlier export with mode 0600 (private): p.csv afterwards is the earlier export or the whole new table, still mode 0600 (round 63: a CSV written over an existing file keeps its mode), no temporary file left beside it
# expect-rc: 0
# expect: usr ok
export TRAINIUM_REPORT_NO_CACHE=1
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 55 "$TR" predict runs.csv --csv ref.csv > /dev/null 2>&1
bad=0
for sig in USR1 USR2; do for t in 0.8 2.0; do
  printf 'earlier,export\n' > p.csv; chmod 600 p.csv
  timeout 55 "$TR" predict runs.csv --csv p.csv > o.txt 2>&1 & tp=$!
  sleep $t; cp=$(pgrep -P $tp | head -1); [ -n "$cp" ] && kill -$sig $cp
  wait $tp
  cmp -s p.csv ref.csv || cmp -s p.csv <(printf 'earlier,export\n') || { echo "CHECK FAILED: p.csv cut ($sig at $t)"; bad=1; }
  [ "$(stat -c %a p.csv)" = 600 ] || { echo "CHECK FAILED: p.csv mode $(stat -c %a p.csv) ($sig at $t)"; bad=1; }
  left=$(ls -A | grep -v -x -e p.csv -e ref.csv -e o.txt -e runs.csv); [ -n "$left" ] && { echo "CHECK FAILED: left: $left"; bad=1; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done; done
[ $bad = 0 ] && echo "usr ok"
exit $bad
