# what: a file-size limit of zero (ulimit -f 0: every write to a file fails with EFBIG; stdout a pipe) for a cold validate of a new data version and predict runs.csv --csv p.csv: validate says OK (the cache simply misses), predict fails in one line naming p.csv, no temporary file left; no traceback
# expect-rc: 0
# expect: validate OK
# expect: p.csv
# expect-not: .tmp
# expect-not: PREDICT CLAIMED SUCCESS
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b6-27-'"$$"'/' d/prices.csv
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
( ulimit -f 0; exec timeout 50 "$TR" validate d ) 2>&1 | cat > v.txt; r1=${PIPESTATUS[0]}
( ulimit -f 0; exec timeout 50 "$TR" predict runs.csv --data-dir d --csv p.csv ) 2>&1 | cat > p.txt; r2=${PIPESTATUS[0]}
echo "validate rc=$r1 predict rc=$r2"; tail -1 v.txt; tail -2 p.txt; echo "files: $(ls -A | tr '\n' ' ')"
[ $r1 = 0 ] && grep -q '^OK' v.txt && echo "validate OK"
[ $r2 = 0 ] && echo "PREDICT CLAIMED SUCCESS"
exit 0
