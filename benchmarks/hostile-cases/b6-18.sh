# what: d/datapackage.json truncated in place (: >, same inode) and rewritten every 40 ms while validate d runs (3 runs, cache on, new data version): each says OK (read whole) or gives a short error naming datapackage.json; no traceback
# expect-rc: 0
# expect: acceptable x3
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b6-18-'"$$"'/' d/prices.csv; cp d/datapackage.json dp.good
( while :; do : > d/datapackage.json; sleep 0.02; cat dp.good > d/datapackage.json; sleep 0.04; done ) & J=$!
ok=0
for i in 1 2 3; do
  timeout 50 "$TR" validate d > v$i.txt 2>&1; rc=$?; echo "run $i rc=$rc: $(tail -1 v$i.txt | cut -c1-200)"
  if [ $rc = 0 ] && grep -q '^OK' v$i.txt; then ok=$((ok+1))
  elif [ $rc = 1 ] && grep -q datapackage.json v$i.txt && [ "$(wc -l < v$i.txt)" -le 4 ]; then ok=$((ok+1)); else cat v$i.txt | head -8; fi
done
kill $J; wait $J 2>/dev/null; cat dp.good > d/datapackage.json
[ $ok = 3 ] && echo "acceptable x3"
exit 0
