# what: a cold specs trainium2 of a new data version (cache on) stopped with SIGSTOP 1.0 s in (it may hold the dataset's cache lock) and never continued until the end; a claims --data-dir of the same new version started meanwhile must still answer within 55 s, the same audit as a cache-off run (cache.py: a lock "any trouble ... means no waiting, never an error"); then the stopped run continued answers whole
# expect-rc: 0
# expect: stopped ok
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data b13-03)/' d/prices.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims --data-dir d --csv ref.csv > /dev/null 2>&1
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --data-dir d > sref.txt 2>&1
timeout 58 "$TR" specs trainium2 --data-dir d > s.txt 2>&1 & tp=$!
sleep 1.0; cp=$(pgrep -P $tp | head -1); kill -STOP $cp
start=$(date +%s)
timeout 55 "$TR" claims --data-dir d --csv c.csv > c.txt 2>&1; rc=$?
took=$(( $(date +%s) - start ))
kill -CONT $cp; wait $tp; src=$?
bad=0
echo "claims rc=$rc in ${took}s; specs rc=$src"
[ $rc = 0 ] && cmp -s c.csv ref.csv || { echo "CHECK FAILED: claims while the other is stopped"; tail -3 c.txt; bad=1; }
[ $took -le 50 ] || { echo "CHECK FAILED: claims took ${took}s"; bad=1; }
[ $src = 0 ] && cmp -s s.txt sref.txt || { echo "CHECK FAILED: continued specs differs"; diff s.txt sref.txt | head -5; bad=1; }
[ $bad = 0 ] && echo "stopped ok"
exit $bad
