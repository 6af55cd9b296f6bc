# what: one byte flipped in the middle of the pickle of every cache entry a cold estimate of a new data version wrote (same size, mtime restored): estimate, validate and predict give the cache-off answers
# expect-rc: 0
# expect: same after bit flips
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b4-04-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
touch marker; sleep 1
timeout 40 "$TR" estimate s.yaml > /dev/null 2>&1 || exit 9
n=0
for f in $(find "$PROJECT/.cache" -newer marker -type f -name '*.pickle'); do
  "$PY" - "$f" <<'PY'
import os, sys
p = sys.argv[1]; st = os.stat(p); b = bytearray(open(p, 'rb').read())
i = len(b) * 2 // 3; b[i] ^= 0x01
open(p, 'wb').write(bytes(b)); os.utime(p, ns=(st.st_atime_ns, st.st_mtime_ns))
PY
  n=$((n+1))
done
echo "$n entries flipped"
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv b.csv > /dev/null 2>&1
timeout 40 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 || tail -3 a.txt
timeout 30 "$TR" validate d > v.txt 2>&1; vr=$?
ok=1; cmp -s a.csv b.csv || { echo "ESTIMATE DIFFERS"; ok=0; }
[ $vr = 0 ] || { echo "validate rc=$vr"; tail -3 v.txt; ok=0; }
[ $n -gt 0 ] && [ $ok = 1 ] && echo "same after bit flips"
