# what: the scenario's data_dir a symlink d that is swapped atomically (mv -T) every 30 ms between two whole data versions (trn1 prices as is / 1.5x), while a cold estimate --csv runs (3 times, cache off): each CSV equals one of the two versions' answers, never a mix; never a traceback
# expect-rc: 0
# expect: no mix
export TRAINIUM_REPORT_NO_CACHE=1
cp -r "$PROJECT/data" d1; cp -r "$PROJECT/data" d2
"$PY" - <<'PY'
import csv
rows = list(csv.DictReader(open("d2/prices.csv", newline="")))
f = list(rows[0].keys())
for r in rows:
    if str(r.get("entity_id", "")).startswith("trn1") and r.get("usd_per_hour"):
        try: r["usd_per_hour"] = repr(round(float(r["usd_per_hour"]) * 1.5, 4))
        except ValueError: pass
w = csv.DictWriter(open("d2/prices.csv", "w", newline=""), f, lineterminator="\n"); w.writeheader(); w.writerows(rows)
PY
printf 'data_dir: d\n' > s.yaml
ln -s d1 d; timeout 40 "$TR" estimate s.yaml --csv r1.csv > /dev/null 2>&1 || exit 9
ln -sfn d2 d; timeout 40 "$TR" estimate s.yaml --csv r2.csv > o.txt 2>&1 || { head -3 o.txt; exit 9; }
cmp -s r1.csv r2.csv && { echo "the two versions give the same answer: case is void"; exit 9; }
( while :; do ln -sfn d1 d.new; mv -T d.new d; sleep 0.03; ln -sfn d2 d.new; mv -T d.new d; sleep 0.03; done ) & J=$!
bad=0
for i in 1 2 3; do
  rm -f e.csv
  timeout 40 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; rc=$?
  grep -q Traceback o.txt && { echo TRACEBACK; bad=1; }
  if [ $rc = 0 ]; then
    if cmp -s e.csv r1.csv; then echo "run $i: version 1"; elif cmp -s e.csv r2.csv; then echo "run $i: version 2"; else echo "run $i: A MIX OF THE TWO VERSIONS"; bad=1; fi
  else echo "run $i rc=$rc: $(head -1 o.txt | cut -c1-120)"; grep -q 'd/\|data' o.txt || bad=1; fi
done
kill $J; wait $J 2>/dev/null
[ $bad = 0 ] && echo "no mix"; exit $bad
