# what: a cold validate of a new data version stopped (SIGSTOP) 1 s in, while it may hold the version's cache locks; a claims --data-dir and a predict --data-dir on the same data started meanwhile must finish within ~45 s with the cache-off answers; then the validate is continued and ends OK
# expect-rc: 0
# expect: no long wait
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b5-21-'"$$"'/' d/prices.csv
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" claims --data-dir d --csv c0.csv > /dev/null 2>&1 || exit 9
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" predict runs.csv --data-dir d --csv p0.csv > /dev/null 2>&1 || exit 9
"$TR" validate d > v.txt 2>&1 & V=$!
sleep 1; kill -STOP $V
bad=0; t0=$(date +%s)
timeout 50 "$TR" claims --data-dir d --csv c.csv > o1.txt 2>&1; r1=$?
timeout 50 "$TR" predict runs.csv --data-dir d --csv p.csv > o2.txt 2>&1; r2=$?
t1=$(date +%s); echo "claims rc=$r1, predict rc=$r2, together $((t1-t0)) s"
kill -CONT $V; ( sleep 40; kill -KILL $V 2>/dev/null ) & G=$!; wait $V; rv=$?; kill $G 2>/dev/null; wait $G 2>/dev/null
echo "validate rc=$rv: $(head -1 v.txt | cut -c1-100)"
[ $r1 = 0 ] && cmp -s c.csv c0.csv || { echo "CLAIMS WRONG OR FAILED: $(head -2 o1.txt)"; bad=1; }
[ $r2 = 0 ] && cmp -s p.csv p0.csv || { echo "PREDICT WRONG OR FAILED: $(head -2 o2.txt)"; bad=1; }
[ $((t1-t0)) -le 60 ] || { echo "WAITED TOO LONG"; bad=1; }
[ $rv = 0 ] || { echo "validate after SIGCONT rc=$rv"; bad=1; }
[ $bad = 0 ] && echo "no long wait"; exit $bad
