# what: checks.yaml of a new data version replaced by rename every 40 ms between the valid file and the same file cut in half, while validate runs (4 times): each says OK or names checks.yaml in a short error; never a traceback
# expect-rc: 0
# expect: checks swap ok
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b5-10-'"$$"'/' d/prices.csv
cp d/checks.yaml good.yaml; head -c $(( $(stat -c %s good.yaml) / 2 )) good.yaml > half.yaml
( while :; do cp good.yaml d/.c.tmp; mv d/.c.tmp d/checks.yaml; sleep 0.04; cp half.yaml d/.c.tmp; mv d/.c.tmp d/checks.yaml; sleep 0.04; done ) & J=$!
bad=0
for i in 1 2 3 4; do
  timeout 40 "$TR" validate d > o.txt 2>&1; rc=$?
  echo "run $i rc=$rc: $(head -1 o.txt | cut -c1-120)"
  grep -q Traceback o.txt && { echo TRACEBACK; bad=1; }
  [ $rc = 124 ] && { echo HANG; bad=1; }
  if [ $rc != 0 ]; then grep -q checks.yaml o.txt || { echo "ERROR NOT NAMING checks.yaml"; head -3 o.txt; bad=1; }; fi
done
kill $J; wait $J 2>/dev/null
cp good.yaml d/checks.yaml; rm -f d/.c.tmp
timeout 40 "$TR" validate d > o.txt 2>&1 || { echo "final validate not OK"; head -3 o.txt; bad=1; }
[ $bad = 0 ] && echo "checks swap ok"; exit $bad
