# what: SIGUSR1 (default action: terminate) to a cold estimate --csv (cache off) 1.5 s in: it ends non-zero (or completes whole), no traceback, no partial e.csv or temporary file
# expect-rc: 0
# expect: usr1 ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1 & P=$!
for i in $(seq 100); do C=$(pgrep -P $P); [ -n "$C" ] && break; sleep 0.02; done
sleep 1.5; kill -USR1 $C 2>/dev/null; wait $P; rc=$?
echo "rc=$rc"; tail -3 o.txt
bad=0
ls -a | grep -q '\.tmp$' && { echo "TEMP FILE LEFT"; bad=1; }
if [ $rc = 0 ]; then TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv >/dev/null 2>&1; cmp -s e.csv ref.csv || { echo "CSV NOT WHOLE"; bad=1; }
elif [ -e e.csv ]; then echo "PARTIAL e.csv LEFT after rc=$rc"; bad=1; fi
[ $(wc -l < o.txt) -le 3 ] || { echo "TOO MUCH OUTPUT"; bad=1; }
[ $bad = 0 ] && echo "usr1 ok"; exit $bad
