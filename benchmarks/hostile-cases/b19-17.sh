# what: the project cache removed again and again (rm -rf .cache every 50 ms: make clean in another terminal, or a cleaner) while a cold claims --data-dir d (a new data version) and model llama-3.1-8b run: the cache is only a store, so each still answers as the cache-off run does, or ends non-zero in one line naming .cache; no traceback, no hang
# expect-rc: 0
# expect: clean race ok
C="$PROJECT/.cache"
cp -r "$PROJECT/data" d
"$PY" -c 'import csv; r=list(csv.DictReader(open("d/sources.csv",newline=""))); r[0]["note"]=(r[0]["note"] or "")+" b19-17"; w=csv.DictWriter(open("d/sources.csv","w",newline=""),fieldnames=list(r[0])); w.writeheader(); w.writerows(r)'
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims --data-dir d > c0.txt 2>&1
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" model llama-3.1-8b > m0.txt 2>&1
( for i in $(seq 300); do rm -rf "$C" 2>/dev/null; sleep 0.05; done ) & k=$!
timeout 55 "$TR" claims --data-dir d > c1.txt 2>&1; r1=$?
timeout 55 "$TR" model llama-3.1-8b > m1.txt 2>&1; r2=$?
kill $k 2>/dev/null; wait $k 2>/dev/null
echo "rc $r1 $r2"; tail -2 c1.txt m1.txt | cut -c1-200
bad=0
if [ $r1 = 0 ]; then cmp -s c0.txt c1.txt || { echo "CHECK FAILED: claims differs"; diff c0.txt c1.txt | head -4; bad=1; }; else grep -q '\.cache' c1.txt || { echo "CHECK FAILED: claims failed without naming .cache"; bad=1; }; fi
if [ $r2 = 0 ]; then cmp -s m0.txt m1.txt || { echo "CHECK FAILED: model differs"; diff m0.txt m1.txt | head -4; bad=1; }; else grep -q '\.cache' m1.txt || { echo "CHECK FAILED: model failed without naming .cache"; bad=1; }; fi
cat c1.txt m1.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "clean race ok"
exit $bad
