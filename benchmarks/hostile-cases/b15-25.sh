# what: stdin closed (<&-, a cron job's launcher) for predict /dev/stdin and estimate /dev/stdin: non-zero, a short message naming /dev/stdin (nothing to read), no traceback, no hang
# expect-rc: 0
# expect: stdin ok
bad=0
for c in "predict /dev/stdin" "estimate /dev/stdin"; do
  timeout 55 "$TR" $c > o.txt 2>&1 <&-; rc=$?
  echo "$c: rc=$rc: $(tail -1 o.txt | cut -c1-160)"
  [ $rc = 0 ] && { echo "CHECK FAILED: $c rc 0"; bad=1; }
  [ $rc = 124 ] && { echo "CHECK FAILED: $c hung"; bad=1; }
  grep -q stdin o.txt || { echo "CHECK FAILED: $c does not name /dev/stdin"; bad=1; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done
[ $bad = 0 ] && echo "stdin ok"
exit $bad
