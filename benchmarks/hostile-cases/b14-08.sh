# what: a disk that fails at flush (fsync returns EIO, injected by strace) while claims --csv c.csv rewrites the user's older export: one short error naming c.csv, non-zero; c.csv still the old export (data kept); no .c.csv.*.tmp left; no traceback
# expect-rc: 0
# expect: eio ok
export TRAINIUM_REPORT_NO_CACHE=1
echo old > c.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:error=EIO "$TR" claims --csv c.csv > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -2 o.txt; bad=0
[ $rc = 0 ] && { echo "CHECK FAILED: rc 0 after a failed flush"; bad=1; }
grep -q 'c\.csv' o.txt || { echo "CHECK FAILED: c.csv not named"; bad=1; }
[ "$(cat c.csv)" = old ] || { echo "CHECK FAILED: old c.csv lost"; bad=1; }
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "eio ok"; exit $bad
