# what: estimate stopped with SIGSTOP for 4 s mid-run then continued: completes with the same numbers
# expect-rc: 0
# expect: same result
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1 & P=$!
sleep 1.5; kill -STOP $P; sleep 4; kill -CONT $P; wait $P; rc=$?
tail -2 o.txt; [ $rc = 0 ] || exit $rc
cmp e.csv ref.csv && echo "same result"
