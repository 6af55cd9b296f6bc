# what: a user's runs file named by a scenario (measurements: runs.csv, relative to the scenario) edited in place to the same size with its mtime restored (touch -r: rsync --inplace, a restore tool) after a warm estimate: the cache must not serve the old runs; the second estimate must equal an estimate of a fresh copy of the edited files under other names (no cache entry can match it)
# expect-rc: 0
# expect: fresh ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed 's/^measurements: null.*/measurements: runs.csv/; s/^candidates: .*/candidates: [trn2, p5]/' "$PROJECT/scenarios/default.yaml" > s.yaml
timeout 55 "$TR" estimate s.yaml > e1.txt 2>&1 || { echo "CHECK FAILED: first estimate"; tail -3 e1.txt; exit 1; }
touch -r runs.csv stamp
"$PY" -c 'import sys; s=open("runs.csv").read(); assert ",814.2,19.6," in s; open("runs.csv","w").write(s.replace(",814.2,19.6,",",814.2,29.6,",1)); print("edited tpot 19.6 -> 29.6")' || { echo "CHECK FAILED: edit"; exit 1; }
touch -r stamp runs.csv
timeout 55 "$TR" estimate s.yaml > e2.txt 2>&1; r2=$?
mkdir fresh; cp runs.csv fresh/runs2.csv; sed 's/^measurements: runs.csv/measurements: runs2.csv/' s.yaml > fresh/s2.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate fresh/s2.yaml > e3.txt 2>&1
echo "rc=$r2"; diff e2.txt e3.txt | head -5; cmp -s e1.txt e3.txt && echo "note: the edit does not change the answer"
sed 's/runs2\.csv/runs.csv/g; s/s2\.yaml/s.yaml/g; s#fresh/##g' e3.txt > e3n.txt; sed 's#fresh/##g' e2.txt > e2n.txt
[ $r2 = 0 ] && cmp -s e2n.txt e3n.txt && echo "fresh ok" || { echo "CHECK FAILED: stale answer after a same-size same-mtime edit"; cmp -s e1.txt e2.txt && echo "(second answer equals the first)"; exit 1; }
