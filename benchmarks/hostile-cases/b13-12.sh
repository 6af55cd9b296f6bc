# what: options placed after the end-of-options marker: estimate s.yaml -- --csv e.csv and specs trainium2 -- --all (after "--" every word is positional, so --csv/--all are not options): each a usage error naming the surplus word (estimate takes one scenario; specs one entity and one metric), non-zero, no e.csv or file named --csv written, no traceback
# expect-rc: 0
# expect: marker ok
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -- --csv e.csv > o1.txt 2>&1; r1=$?
timeout 55 "$TR" specs trainium2 compute -- --all > o2.txt 2>&1; r2=$?
echo "rc $r1 $r2"; tail -1 o1.txt; tail -1 o2.txt
bad=0
[ $r1 != 0 ] && grep -q -e '--csv\|e\.csv' o1.txt || { echo "CHECK FAILED: estimate"; bad=1; }
[ $r2 != 0 ] && grep -q -e '--all' o2.txt || { echo "CHECK FAILED: specs"; bad=1; }
ls -A | grep -q -x -e e.csv -e --csv && { echo "CHECK FAILED: a CSV was written"; bad=1; }
[ $bad = 0 ] && echo "marker ok"
exit $bad
