# what: very few file descriptors (ulimit -n 7) for model llama-3.1-8b, specs trainium2 and predict runs.csv: each answers as without the limit, or ends non-zero with one short line saying too many open files; no traceback, no hang
# expect-rc: 0
# expect: model fd ok
# expect: specs fd ok
# expect: predict fd ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
bad=0
for c in "model llama-3.1-8b" "specs trainium2" "predict runs.csv"; do
  timeout 55 "$TR" $c > ref.txt 2>&1
  ( ulimit -n 7; timeout 55 "$TR" $c > o.txt 2>&1; echo $? > rc.txt ); r=$(cat rc.txt); n=$(wc -l < o.txt)
  if [ $r = 0 ] && cmp -s o.txt ref.txt; then echo "${c%% *} fd ok (same answer)";
  elif [ $r != 0 ] && [ $r != 124 ] && grep -qi -e 'open files' -e 'file descriptor' o.txt && [ $n -le 3 ] && ! grep -q Traceback o.txt; then echo "${c%% *} fd ok (rc=$r): $(tail -1 o.txt | cut -c1-120)"; else echo "${c%% *}: rc=$r lines=$n"; head -c 800 o.txt; bad=1; fi
done
exit $bad
