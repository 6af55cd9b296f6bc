# what: the rename of the new CSV over the old one failing (rename/renameat/renameat2 return EIO, injected by strace: a network filesystem dropping) for predict my-runs.csv --csv p.csv over an older p.csv: non-zero with a short error naming p.csv (write_file: "the new file cannot be renamed over it"); p.csv still old; no temporary file left (it is removed); no traceback
# expect-rc: 0
# expect: rename ok
export TRAINIUM_REPORT_NO_CACHE=1
echo old > p.csv
timeout 55 strace -f -o /dev/null -e trace=rename,renameat,renameat2 -e inject=rename,renameat,renameat2:error=EIO "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv p.csv > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -2 o.txt; bad=0
[ $rc = 0 ] && { echo "CHECK FAILED: rc 0"; bad=1; }
grep -q 'p\.csv' o.txt || { echo "CHECK FAILED: p.csv not named"; bad=1; }
[ "$(cat p.csv)" = old ] || { echo "CHECK FAILED: old p.csv lost"; bad=1; }
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left: $(ls -A)"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "rename ok"; exit $bad
