# what: Ctrl-Z (SIGTSTP, catchable) to a cold validate on a new data version 1 s in, continued (SIGCONT) 4 s later: completes with the cache-off answer
# expect-rc: 0
# expect: same answer
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b3-21-'"$$"'/' d/prices.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 30 "$TR" validate d > v0.txt 2>&1
timeout 40 "$TR" validate d > v1.txt 2>&1 & P=$!
sleep 1; kill -TSTP $P; sleep 4; kill -CONT $P
wait $P; rc=$?
tail -1 v1.txt
[ $rc = 124 ] && { echo HUNG; exit 1; }
[ "$(tail -1 v0.txt)" = "$(tail -1 v1.txt)" ] && echo "same answer"
exit $rc
