# what: SIGUSR2, SIGALRM, SIGVTALRM and SIGPROF (default action: terminate) each sent 1.5 s into a cold estimate --csv e.csv (cache off): it ends non-zero (or completes whole), no traceback, no partial e.csv or temporary file
# expect-rc: 0
# expect: signals ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > /dev/null 2>&1 || exit 9
bad=0
for s in USR2 ALRM VTALRM PROF; do
  rm -f e.csv
  "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2> e.txt & P=$!; ( sleep 40; kill -KILL $P 2>/dev/null ) & G=$!
  sleep 1.5; kill -$s $P 2>/dev/null; wait $P; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null; cat e.txt >> o.txt
  echo "$s rc=$rc: $(head -1 o.txt | cut -c1-100)"
  grep -q Traceback o.txt && { echo "TRACEBACK on $s"; bad=1; }
  if [ -e e.csv ]; then cmp -s e.csv ref.csv || { echo "PARTIAL e.csv on $s"; bad=1; }; fi
  [ $rc = 0 ] && ! [ -e e.csv ] && { echo "code 0 but no e.csv on $s"; bad=1; }
  ls -A | grep -E 'tmp' && { echo "TEMP FILE LEFT on $s"; bad=1; }
done
[ $bad = 0 ] && echo "signals ok"; exit $bad
