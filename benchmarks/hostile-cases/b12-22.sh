# what: a cold estimate of a new data version (cache on) killed with SIGKILL 1.5 s in, while a second estimate --csv of the same scenario, started 0.4 s after it, may wait for its cache lock (cache.py: a lock held by a dead process is released by the kernel): the second completes within 55 s with the cache-off answer; a third run afterwards too
# expect-rc: 0
# expect: killed holder ok
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data) b1222-'"$$$(date +%s%N)"'/' d/prices.csv
printf 'data_dir: d\ntokens_per_day: 3.0e+9\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1
timeout 55 "$TR" estimate s.yaml > first.txt 2>&1 & F=$!
sleep 0.4
timeout 55 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1 & S=$!
sleep 1.1
C=$(pgrep -P $F | head -1); [ -n "$C" ] && kill -KILL $C; kill -KILL $F 2>/dev/null
wait $S; r=$?; wait $F
timeout 55 "$TR" estimate s.yaml --csv e3.csv > o3.txt 2>&1; r3=$?
echo "second rc=$r third rc=$r3"
bad=0
[ $r = 0 ] && cmp -s e.csv ref.csv || { echo "second differs: $(tail -2 o.txt)"; bad=1; }
[ $r3 = 0 ] && cmp -s e3.csv ref.csv || { echo "third differs"; bad=1; }
cat o.txt o3.txt | grep -q Traceback && bad=1
[ $bad = 0 ] && echo "killed holder ok"
exit $bad
