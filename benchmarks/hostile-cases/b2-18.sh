# what: datapackage.json rewritten over and over in place (the valid file / the same cut in half) while validate and estimate read a new data version: OK (or the result) or an error naming datapackage.json; never a traceback
# expect-rc: 0
# expect: consistent
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b2-18-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
cp d/datapackage.json good.json; head -c $(( $(stat -c %s good.json) / 2 )) good.json > half.json
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || exit 9
( end=$((SECONDS+25)); while [ $SECONDS -lt $end ]; do cat half.json > d/datapackage.json; sleep 0.005; cat good.json > d/datapackage.json; sleep 0.02; done ) & Wr=$!
bad=0
for i in 1 2 3; do
  TRAINIUM_REPORT_NO_CACHE=1 timeout 30 "$TR" validate d > v$i.txt 2>&1; rv=$?
  echo "validate $i rc=$rv: $(tail -1 v$i.txt | cut -c1-160)"
  grep -q Traceback v$i.txt && bad=1
  [ $rv != 0 ] && ! grep -q datapackage.json v$i.txt && bad=1
  TRAINIUM_REPORT_NO_CACHE=1 timeout 30 "$TR" estimate s.yaml --csv e$i.csv > e$i.txt 2>&1; re=$?
  echo "estimate $i rc=$re: $(tail -1 e$i.txt | cut -c1-160)"
  grep -q Traceback e$i.txt && bad=1
  if [ $re = 0 ]; then cmp -s ref.csv e$i.csv || bad=1; else grep -q datapackage.json e$i.txt || bad=1; fi
done
kill $Wr; wait $Wr 2>/dev/null; cat good.json > d/datapackage.json
[ $bad = 0 ] && echo "consistent"; exit $bad
