# what: a data folder being filled file by file (one file every 0.15 s, as a slow copy) while validate runs on it (cache on, new data version): OK only once every file is there, otherwise a short error naming the folder or a missing file; never a traceback
# expect-rc: 0
# expect: partial ok
mkdir d; cp -r "$PROJECT/data" src; sed -i '2s/(Vantage data)/(Vantage data) b5-18-'"$$"'/' src/prices.csv
( for f in datapackage.json $(cd src && ls | grep -v datapackage.json); do cp -r "src/$f" d/; sleep 0.15; done; touch copied ) & J=$!
bad=0; sleep 0.05
for i in 1 2 3; do
  timeout 40 "$TR" validate d > o.txt 2>&1; rc=$?
  echo "run $i rc=$rc: $(head -1 o.txt | cut -c1-130)"
  grep -q Traceback o.txt && { echo TRACEBACK; bad=1; }
  if [ $rc = 0 ] && [ $(ls d | wc -l) -lt $(ls src | wc -l) ]; then echo "OK ON A PARTIAL FOLDER"; bad=1; fi
  [ $rc = 0 ] || [ $rc = 1 ] || { echo "code $rc"; bad=1; }
done
wait $J
timeout 40 "$TR" validate d > o.txt 2>&1 || { echo "validate of the whole folder failed (cache poisoned?): $(head -2 o.txt)"; bad=1; }
[ $bad = 0 ] && echo "partial ok"; exit $bad
