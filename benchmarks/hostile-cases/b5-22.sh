# what: the first 16 bytes (the frame's head) of every cache entry a cold estimate of a new data version wrote overwritten with zero bytes (rest intact, mtime restored): estimate, validate and claims give the cache-off answers
# expect-rc: 0
# expect: same answers
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b5-22-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
touch marker; sleep 1
timeout 40 "$TR" estimate s.yaml > /dev/null 2>&1 || exit 9
timeout 40 "$TR" claims --data-dir d > /dev/null 2>&1 || exit 9
n=0
for f in $(find "$PROJECT/.cache" -newer marker -type f -name '*.pickle' ! -path '*/locks/*'); do
  m=$(stat -c %y "$f"); dd if=/dev/zero of="$f" bs=16 count=1 conv=notrunc status=none; touch -d "$m" "$f"; n=$((n+1))
done
echo "damaged $n entries"
bad=0
timeout 40 "$TR" estimate s.yaml --csv a.csv > o.txt 2>&1 || { head -3 o.txt; bad=1; }
timeout 40 "$TR" validate d > v.txt 2>&1 || { head -3 v.txt; bad=1; }
timeout 40 "$TR" claims --data-dir d --csv c.csv > o2.txt 2>&1 || { head -3 o2.txt; bad=1; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv b.csv > /dev/null 2>&1
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" claims --data-dir d --csv c0.csv > /dev/null 2>&1
grep -l Traceback o.txt v.txt o2.txt && bad=1
cmp -s a.csv b.csv && cmp -s c.csv c0.csv || { echo "ANSWERS DIFFER FROM CACHE-OFF"; bad=1; }
[ $bad = 0 ] && echo "same answers"; exit $bad
