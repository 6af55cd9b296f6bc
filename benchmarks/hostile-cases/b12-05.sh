# what: the same widening for specs --csv and predict --csv: an existing s.csv with mode 0640 and a p.csv with mode 0400 (read-only for its owner), rewritten under umask 022: each file keeps its own mode (as a plain open() on an existing file), the content the whole new table; never made 0644
# expect-rc: 0
# expect: modes kept
umask 022
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 55 "$TR" specs trainium2 --csv sref.csv > /dev/null 2>&1
timeout 55 "$TR" predict runs.csv --csv pref.csv > /dev/null 2>&1
echo old > s.csv; chmod 640 s.csv; echo old > p.csv; chmod 400 p.csv
timeout 55 "$TR" specs trainium2 --csv s.csv > o1.txt 2>&1; r1=$?
timeout 55 "$TR" predict runs.csv --csv p.csv > o2.txt 2>&1; r2=$?
echo "specs rc=$r1 mode=$(stat -c %a s.csv); predict rc=$r2 mode=$(stat -c %a p.csv)"
tail -2 o2.txt
bad=0
[ $r1 = 0 ] && cmp -s s.csv sref.csv && [ $(stat -c %a s.csv) = 640 ] || bad=1
if [ $r2 = 0 ]; then cmp -s p.csv pref.csv && [ $(stat -c %a p.csv) = 400 ] || bad=1
else grep -q p.csv o2.txt && cmp -s <(echo old) p.csv || bad=1; fi
[ $bad = 0 ] && echo "modes kept"
exit $bad
