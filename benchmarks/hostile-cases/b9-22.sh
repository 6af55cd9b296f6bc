# what: a cold estimate of a new data version (cache on) stopped (SIGSTOP) 1.2 s in; a second estimate of it started and sent SIGTERM 3 s later (while it may wait for the first's lock); the first continued: the second ends quietly, the first completes with the cache-off numbers, no process left
# expect-rc: 0
# expect: second quiet
# expect: first same numbers
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b9-22-'"$$"'/' d/prices.csv; printf 'data_dir: d\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv ref.csv > ref.txt 2>&1 || { cat ref.txt; exit 9; }
timeout 55 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 & A=$!
sleep 1.2; pa=$(pgrep -P $A); kill -STOP $pa 2>/dev/null
timeout 55 "$TR" estimate s.yaml --csv b.csv > b.txt 2>&1 & B=$!
sleep 3; kill -TERM $(pgrep -P $B) 2>/dev/null; wait $B; rb=$?
kill -CONT $pa; wait $A; ra=$?
echo "ra=$ra rb=$rb"; tail -2 b.txt
if [ $rb = 0 ] || { ! grep -q -e Traceback -e 'Exception ignored' b.txt && [ "$(wc -l < b.txt)" -le 2 ]; }; then echo "second quiet"; fi
[ $ra = 0 ] && cmp -s ref.csv a.csv && echo "first same numbers" || tail -3 a.txt
