# what: specs.csv of a new data version swapped by rename every 40 ms between the valid file and one whose trainium2 memory_bandwidth is "abc", while `specs trainium2 --data-dir d` runs (4 times, cache on): a result from the valid file or a short error naming specs.csv
# expect-rc: 0
# expect: specs swap ok
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b5-11-'"$$"'/' d/prices.csv
cp d/specs.csv good.csv
"$PY" - <<'PY'
import csv
rows = list(csv.DictReader(open("good.csv", newline="")))
f = list(rows[0].keys()); n = 0
for r in rows:
    if r.get("entity_id") == "trainium2" and r.get("metric") == "memory_bandwidth":
        r["value"] = "abc"; n += 1
w = csv.DictWriter(open("bad.csv", "w", newline=""), f, lineterminator="\n"); w.writeheader(); w.writerows(rows)
print("rows changed", n)
PY
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" specs trainium2 --data-dir d > ref.txt 2>&1 || exit 9
( while :; do cp bad.csv d/.s.tmp; mv d/.s.tmp d/specs.csv; sleep 0.04; cp good.csv d/.s.tmp; mv d/.s.tmp d/specs.csv; sleep 0.04; done ) & J=$!
bad=0
for i in 1 2 3 4; do
  timeout 40 "$TR" specs trainium2 --data-dir d > o.txt 2>&1; rc=$?
  echo "run $i rc=$rc: $(head -1 o.txt | cut -c1-120)"
  grep -q Traceback o.txt && { echo TRACEBACK; bad=1; }
  if [ $rc = 0 ]; then cmp -s o.txt ref.txt || { echo "OUTPUT DIFFERS FROM THE VALID FILE'S"; diff ref.txt o.txt | head -5; bad=1; }
  else grep -q specs.csv o.txt || { echo "ERROR NOT NAMING specs.csv"; head -3 o.txt; bad=1; }; fi
done
kill $J; wait $J 2>/dev/null
cp good.csv d/specs.csv; rm -f d/.s.tmp
timeout 40 "$TR" specs trainium2 --data-dir d > o.txt 2>&1; cmp -s o.txt ref.txt || { echo "after the storm specs differs (cache poisoned?)"; diff ref.txt o.txt | head; bad=1; }
[ $bad = 0 ] && echo "specs swap ok"; exit $bad
