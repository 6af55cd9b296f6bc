# what: --csv given twice (claims --csv a.csv --csv b.csv: a wrapper adding its own --csv): argparse keeps the last, so b.csv holds the whole audit (equal to claims --csv ref.csv) and a.csv is not made (or equally whole), or the repeat is refused naming --csv; never a cut file, no traceback
# expect-rc: 0
# expect: twice ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
timeout 55 "$TR" claims --csv a.csv --csv b.csv > o.txt 2>&1; rc=$?
echo "rc=$rc"; ls
bad=0
if [ $rc = 0 ]; then cmp -s b.csv ref.csv || cmp -s a.csv ref.csv || { echo "CHECK FAILED: no whole audit"; bad=1; }
  [ -e a.csv ] && ! cmp -s a.csv ref.csv && { echo "CHECK FAILED: a.csv cut"; bad=1; }
else grep -q -- --csv o.txt || { echo "CHECK FAILED: refusal without --csv"; bad=1; }; fi
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "twice ok"
exit $bad
