# what: stdin a directory (< . : a launcher's slip) for estimate /dev/stdin and predict /dev/stdin: nothing to read as a file, so each refused non-zero in a short message naming stdin (CPython itself may refuse at start-up, before the project runs: a message naming <stdin> is fine), no traceback, no hang
# expect-rc: 0
# expect: refused ok
bad=0
timeout 55 "$TR" estimate /dev/stdin < . > o1.txt 2>&1; r1=$?
timeout 55 "$TR" predict /dev/stdin < . > o2.txt 2>&1; r2=$?
echo "rc $r1 $r2"; tail -2 o1.txt; tail -2 o2.txt
for f in o1.txt o2.txt; do grep -qi 'stdin' $f || { echo "CHECK FAILED: $f does not name stdin"; bad=1; }; [ $(wc -l < $f) -le 6 ] || { echo "CHECK FAILED: $f long"; bad=1; }; done
[ $r1 != 0 ] && [ $r2 != 0 ] && [ $r1 != 124 ] && [ $r2 != 124 ] || { echo "CHECK FAILED: rc"; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "refused ok"; exit $bad
