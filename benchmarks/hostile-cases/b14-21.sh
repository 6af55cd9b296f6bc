# what: umask 0777 (every bit masked) for predict my-runs.csv --csv p.csv (new file) and specs trainium2 --csv s.csv over an existing 0644 s.csv: the new p.csv gets 0666 less 0777 = 0000 (round-61 rule, as a plain open() would) and is the whole table; s.csv keeps 0644 (round-63 rule) and is whole; code 0
# expect-rc: 0
# expect: umask ok
export TRAINIUM_REPORT_NO_CACHE=1
umask 022
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv rp.csv > /dev/null 2>&1
timeout 55 "$TR" specs trainium2 --csv rs.csv > /dev/null 2>&1
echo old > s.csv; chmod 644 s.csv
( umask 0777; timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv p.csv > o1.txt 2>&1; echo "rc1=$?"; timeout 55 "$TR" specs trainium2 --csv s.csv > o2.txt 2>&1; echo "rc2=$?" ) > rcs.txt
cat rcs.txt; bad=0
grep -q 'rc1=0' rcs.txt && grep -q 'rc2=0' rcs.txt || { echo "CHECK FAILED: rc"; tail -2 o1.txt o2.txt; bad=1; }
[ "$(stat -c %a p.csv 2>/dev/null)" = 0 ] || { echo "CHECK FAILED: p.csv mode $(stat -c %a p.csv 2>/dev/null)"; bad=1; }
[ "$(stat -c %a s.csv)" = 644 ] || { echo "CHECK FAILED: s.csv mode $(stat -c %a s.csv)"; bad=1; }
cmp -s p.csv rp.csv && cmp -s s.csv rs.csv || { echo "CHECK FAILED: content"; bad=1; }
[ $bad = 0 ] && echo "umask ok"; exit $bad
