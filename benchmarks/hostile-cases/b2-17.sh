# what: the scenario's measurements CSV rewritten over and over (valid / a row whose tpot_ms is "fast") while a cold estimate reads it: a result from the valid version or an error naming runs.csv
# expect-rc: 0
# expect: consistent
cp "$PROJECT/scenarios/examples/my-runs.csv" good.csv; sed 's/,36,814.2,19.6,/,36,814.2,fast,/' good.csv > bad.csv
cmp -s good.csv bad.csv && exit 9
cp good.csv runs.csv; printf 'measurements: runs.csv\ncandidates: [trn2.48xlarge, p5]\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || exit 9
( end=$((SECONDS+30)); while [ $SECONDS -lt $end ]; do cp bad.csv t1 && mv t1 runs.csv; sleep 0.01; cp good.csv t2 && mv t2 runs.csv; sleep 0.01; done ) & Wr=$!
bad=0
for i in 1 2 3; do
  TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv got$i.csv > o$i.txt 2>&1; rc=$?
  echo "run $i rc=$rc: $(tail -1 o$i.txt | cut -c1-160)"
  grep -q Traceback o$i.txt && bad=1
  if [ $rc = 0 ]; then cmp -s ref.csv got$i.csv || { echo "run $i: numbers from neither version"; bad=1; }
  else grep -q runs.csv o$i.txt || bad=1; fi
done
kill $Wr; wait $Wr 2>/dev/null
[ $bad = 0 ] && echo "consistent"; exit $bad
