# what: a runs file with an mtime in 2099 (clock skew) predicted warm (cache on), then edited (the first run's tpot_ms 19.6 -> 29.6, same size) and given its 2099 mtime back: predict must use the new bytes (its output equals a cache-off run of the edited file and differs from the first)
# expect-rc: 0
# expect: predict sees the edit
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
touch -d '2099-06-01 00:00' runs.csv
timeout 55 "$TR" predict runs.csv --csv p1.csv > o1.txt 2>&1 || { cat o1.txt; exit 1; }
sed -i 's/,814.2,19.6,/,814.2,29.6,/' runs.csv; touch -d '2099-06-01 00:00' runs.csv
grep -q ',814.2,29.6,' runs.csv || { echo "edit failed"; exit 1; }
timeout 55 "$TR" predict runs.csv --csv p2.csv > o2.txt 2>&1 || { cat o2.txt; exit 1; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" predict runs.csv --csv p3.csv > o3.txt 2>&1 || { cat o3.txt; exit 1; }
grep -h Traceback o*.txt && exit 1
cmp p2.csv p3.csv && ! cmp -s p1.csv p2.csv && echo "predict sees the edit"
