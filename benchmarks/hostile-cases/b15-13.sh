# what: claims --csv with a name holding a newline, a tab and a leading space ($' c\n\t.csv': a generated name gone wrong): a legal POSIX file name, so the audit is written under exactly that name, equal to a lone run's c.csv, rc 0 (or refused naming it); nothing else created, no traceback
# expect-rc: 0
# expect: odd name ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
n=$' c\n\t.csv'
timeout 55 "$TR" claims --csv "$n" > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -1 o.txt
bad=0
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
if [ $rc = 0 ]; then cmp -s "$n" ref.csv || { echo "CHECK FAILED: file under the odd name missing or different"; bad=1; }; fi
extra=$(ls -A | grep -v -x -e ref.csv -e o.txt | grep -v -F -x "$n" | grep -v '^\s*$' | grep -v '^	\.csv$' | grep -v '^ c$')
[ -n "$extra" ] && { echo "CHECK FAILED: extra files: $extra"; bad=1; }
[ $bad = 0 ] && echo "odd name ok"
exit $bad
