# what: two different commands exporting to one --csv target at once (claims --csv x.csv and specs trainium2 --all --csv x.csv started together): both end 0; x.csv ends as one whole export, equal to one of the lone runs' files (never a mix); no temporary file left
# expect-rc: 0
# expect: race ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv c.csv > /dev/null 2>&1
timeout 55 "$TR" specs trainium2 --all --csv s.csv > /dev/null 2>&1
bad=0
for i in 1; do
  timeout 55 "$TR" claims --csv x.csv > o1.txt 2>&1 & a=$!
  timeout 55 "$TR" specs trainium2 --all --csv x.csv > o2.txt 2>&1 & b=$!
  wait $a; ra=$?; wait $b; rb=$?
  echo "try $i: rc $ra $rb"
  [ $ra = 0 ] && [ $rb = 0 ] || { echo "CHECK FAILED: rc $ra $rb"; tail -2 o1.txt o2.txt; bad=1; }
  cmp -s x.csv c.csv || cmp -s x.csv s.csv || { echo "CHECK FAILED: x.csv is neither whole export"; bad=1; }
  ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: temporary file left"; bad=1; }
  rm -f x.csv
done
[ $bad = 0 ] && echo "race ok"
