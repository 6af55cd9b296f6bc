# what: claims --csv c.csv and specs trainium2 --all --csv c.csv started together (two different commands, one --csv target: a script's copy-paste slip): both end 0 and c.csv ends as one whole table, equal to one of the two lone exports, never a mix or a cut; no temporary file left beside it
# expect-rc: 0
# expect: race ok
timeout 55 "$TR" claims --csv cref.csv > /dev/null 2>&1
timeout 55 "$TR" specs trainium2 --all --csv sref.csv > /dev/null 2>&1
bad=0
for i in 1 2; do
  timeout 55 "$TR" claims --csv c.csv > o1.txt 2>&1 & p1=$!
  timeout 55 "$TR" specs trainium2 --all --csv c.csv > o2.txt 2>&1 & p2=$!
  wait $p1; r1=$?; wait $p2; r2=$?
  [ "$r1$r2" = 00 ] || { echo "CHECK FAILED: rc $r1 $r2"; bad=1; }
  cmp -s c.csv cref.csv || cmp -s c.csv sref.csv || { echo "CHECK FAILED: c.csv is neither ($i)"; bad=1; }
  left=$(ls -A | grep -v -x -e c.csv -e cref.csv -e sref.csv -e o1.txt -e o2.txt); [ -n "$left" ] && { echo "CHECK FAILED: left $left"; bad=1; }
  rm -f c.csv
done
[ $bad = 0 ] && echo "race ok"
exit $bad
