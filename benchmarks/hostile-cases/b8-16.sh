# what: a cold validate of a new data version (cache on) killed with SIGKILL 1.5 s in, while a second validate of the same data, started 0.5 s after it, waits for its cache lock (cache.py: an flock "released by the kernel if its holder dies"): the second ends soon with the cache-off answer, and a third (warm) validate agrees
# expect-rc: 0
# expect: second same
# expect: third same
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b8-16-'"$$"'/' d/prices.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" validate d > ref.txt 2>&1 || { cat ref.txt; exit 9; }
timeout 50 "$TR" validate d > one.txt 2>&1 & A=$!
sleep 0.5; timeout 50 "$TR" validate d > two.txt 2>&1 & B=$!
sleep 1.0; pkill -KILL -P $A; wait $A; wait $B; r2=$?; echo "second rc=$r2"; tail -2 two.txt
timeout 50 "$TR" validate d > three.txt 2>&1; r3=$?
[ $r2 = 0 ] && diff <(grep -v '^note:' ref.txt) <(grep -v '^note:' two.txt) >/dev/null && echo "second same"
[ $r3 = 0 ] && diff <(grep -v '^note:' ref.txt) <(grep -v '^note:' three.txt) >/dev/null && echo "third same"
exit $((r2|r3))
