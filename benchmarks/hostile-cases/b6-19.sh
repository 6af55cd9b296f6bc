# what: d/models.csv truncated in place (same inode) and rewritten every 30 ms while model llama-3.1-8b --data-dir d runs (3 runs, cache off): each gives the shape of the whole file or a short error naming models.csv; no traceback
# expect-rc: 0
# expect: acceptable x3
cp -r "$PROJECT/data" d; cp d/models.csv m.good
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" model llama-3.1-8b --data-dir d > ref.txt 2>&1 || { cat ref.txt; exit 9; }
( while :; do : > d/models.csv; sleep 0.01; cat m.good > d/models.csv; sleep 0.03; done ) & J=$!
ok=0
for i in 1 2 3; do
  TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" model llama-3.1-8b --data-dir d > m$i.txt 2>&1; rc=$?; echo "run $i rc=$rc: $(tail -1 m$i.txt | cut -c1-200)"
  if [ $rc = 0 ] && cmp -s ref.txt m$i.txt; then ok=$((ok+1))
  elif [ $rc = 1 ] && grep -q 'models.csv' m$i.txt && [ "$(wc -l < m$i.txt)" -le 3 ]; then ok=$((ok+1)); else head -8 m$i.txt; fi
done
kill $J; wait $J 2>/dev/null
[ $ok = 3 ] && echo "acceptable x3"
exit 0
