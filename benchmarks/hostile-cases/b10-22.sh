# what: a tight address-space limit (ulimit -v 200000 KB, less than the README's 280,000 KB for estimate) for claims, specs trainium2 and predict runs.csv (cache off): each ends non-zero with one short line saying out of memory (README: "A command says 'out of memory' instead"), no traceback, no MemoryError dump, no hang
# expect-rc: 0
# expect: claims oom ok
# expect: specs oom ok
# expect: predict oom ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; export TRAINIUM_REPORT_NO_CACHE=1
bad=0
for c in "claims" "specs trainium2" "predict runs.csv"; do
  ( ulimit -v 200000; timeout 55 "$TR" $c > o.txt 2>&1; echo $? > rc.txt ); r=$(cat rc.txt); n=$(wc -l < o.txt)
  if [ $r = 0 ] && ! grep -q Traceback o.txt; then echo "${c%% *} oom ok (it fit: rc=0)";
  elif [ $r != 124 ] && grep -qi 'memory' o.txt && [ $n -le 3 ] && ! grep -q Traceback o.txt; then echo "${c%% *} oom ok (rc=$r): $(tail -1 o.txt | cut -c1-120)"; else echo "${c%% *}: rc=$r lines=$n"; head -c 800 o.txt; bad=1; fi
done
exit $bad
