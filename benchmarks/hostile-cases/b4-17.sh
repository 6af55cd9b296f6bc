# what: prices.csv of a new data version replaced by rename (mv, atomic) every 50 ms between two valid versions (every trn1.32xlarge price as is / doubled) while estimate and validate run: each gives one version's answer (equal to that version's cache-off run) or one line naming prices.csv
# expect-rc: 0
# expect: rename race ok
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b4-17-'"$$"'/' d/prices.csv
"$PY" - <<'PY'
import csv, io
rows = list(csv.reader(open('d/prices.csv', newline='')))
h = rows[0]; u = h.index('usd_per_hour')
for r in rows[1:]:
    if r[0] == 'trn1.32xlarge':
        r[u] = repr(float(r[u]) * 2)
buf = io.StringIO(); csv.writer(buf, lineterminator='\n').writerows(rows)
open('pricesB.csv', 'w').write(buf.getvalue())
PY
cp d/prices.csv pricesA.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv refA.csv > /dev/null 2>&1
cp pricesB.csv d/prices.csv; TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv refB.csv > /dev/null 2>&1
cmp -s refA.csv refB.csv && { echo "versions give the same answer: case is void"; exit 9; }
( for i in $(seq 600); do cp pricesA.csv d/.n; mv d/.n d/prices.csv; sleep 0.05; cp pricesB.csv d/.n; mv d/.n d/prices.csv; sleep 0.05; done ) & M=$!
bad=0
for k in 1 2 3; do
  timeout 40 "$TR" estimate s.yaml --csv e$k.csv > o.txt 2>&1; rc=$?
  if [ $rc = 0 ]; then cmp -s e$k.csv refA.csv || cmp -s e$k.csv refB.csv || { echo "run $k: A MIX OF VERSIONS"; bad=1; }
  else grep -q prices.csv o.txt && [ $(grep -c . o.txt) -le 3 ] || { echo "run $k rc=$rc:"; tail -3 o.txt; bad=1; }; fi
done
timeout 40 "$TR" validate d > v.txt 2>&1; vr=$?; [ $vr = 0 ] || { grep -q prices.csv v.txt || { echo "validate rc=$vr"; tail -3 v.txt; bad=1; }; }
kill $M 2>/dev/null; wait $M 2>/dev/null
[ $bad = 0 ] && echo "rename race ok"; exit $bad
