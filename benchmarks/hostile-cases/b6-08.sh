# what: the project cache (.cache/) a read-only bind mount (a private mount namespace; as after a disk error the kernel remounts ro), then a cold claims --csv and predict --csv of a new data version: the cache-off answers and exports, silently
# expect-rc: 0
# expect: same answers
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b6-08-'"$$"'/' d/prices.csv
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" claims --data-dir d --csv cref.csv > cref.txt 2>&1 || { cat cref.txt; exit 9; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" predict runs.csv --data-dir d --csv pref.csv > pref.txt 2>&1 || { cat pref.txt; exit 9; }
mkdir -p "$PROJECT/.cache"
unshare -m --propagation private bash -c '
mount --bind "$PROJECT/.cache" "$PROJECT/.cache" && mount -o remount,bind,ro "$PROJECT/.cache" || exit 7
touch "$PROJECT/.cache/x" 2>/dev/null && echo "cache still writable?!"
timeout 50 "$TR" claims --data-dir d --csv c.csv > c.txt 2>&1; echo "claims rc=$?"
timeout 50 "$TR" predict runs.csv --data-dir d --csv p.csv > p.txt 2>&1; echo "predict rc=$?"
'
tail -1 c.txt; tail -2 p.txt
diff <(grep -v '^wrote\|written' cref.txt) <(grep -v '^wrote\|written' c.txt) | head -5
cmp -s cref.csv c.csv && cmp -s pref.csv p.csv && diff -q <(grep -v 'csv' pref.txt) <(grep -v 'csv' p.txt) >/dev/null && echo "same answers"
exit 0
