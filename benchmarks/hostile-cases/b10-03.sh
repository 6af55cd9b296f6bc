# what: "-" as a file argument with stdin an endless /dev/zero (estimate -, predict -, model -: a user expecting the Unix "read stdin" idiom): no hang and no unbounded read; each answers in one line that "-" is no such file (or reads stdin to the size limit and refuses it), code non-zero, no traceback
# expect-rc: 0
# expect: estimate - refused
# expect: predict - refused
# expect: model - refused
bad=0
for c in "estimate -" "predict -" "model -"; do
  s=$(date +%s); timeout 40 $TR $c < /dev/zero > o.txt 2>&1; rc=$?; e=$(( $(date +%s) - s ))
  n=$(wc -l < o.txt)
  if [ $rc != 0 ] && [ $rc != 124 ] && [ $e -lt 30 ] && ! grep -q Traceback o.txt && [ $n -le 3 ]; then echo "$c refused (rc=$rc, ${e}s): $(tail -1 o.txt)"; else echo "$c: rc=$rc ${e}s lines=$n"; head -c 600 o.txt; bad=1; fi
done
exit $bad
