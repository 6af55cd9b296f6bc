# what: a cold estimate (cache on, new data version) stopped and continued every 0.3 s (SIGSTOP/SIGCONT storm, 40 times): it completes with the cache-off numbers, no process left
# expect-rc: 0
# expect: same numbers
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b2-26-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || exit 9
"$TR" estimate s.yaml --csv got.csv > o.txt 2>&1 & P=$!
for i in $(seq 1 40); do kill -STOP $P 2>/dev/null || break; sleep 0.15; kill -CONT $P 2>/dev/null; sleep 0.15; done
kill -CONT $P 2>/dev/null
( sleep 40; kill -KILL $P 2>/dev/null ) & G=$!
wait $P; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null
tail -2 o.txt
[ $rc = 0 ] && cmp -s ref.csv got.csv && echo "same numbers"; exit $rc
