# what: a symlink-swap race on the export: while claims --csv c.csv runs (cache off), another process replaces c.csv every 5 ms with a symlink to the bystander $OUTSIDE/thesis.tex and back to a regular file (a classic TOCTOU attack in a shared folder): issue 22 point 4 "never follow a symlink where the project writes": the bystander must stay byte-for-byte as it was (the harness hashes $OUTSIDE); the command ends 0 or names c.csv, no traceback
# expect-rc: 0
# expect: race ok
export TRAINIUM_REPORT_NO_CACHE=1
( while :; do ln -sfn "$OUTSIDE/thesis.tex" c.csv.l && mv -Tf c.csv.l c.csv; sleep 0.005; echo old > c.csv.r && mv -Tf c.csv.r c.csv; sleep 0.005; done ) 2>/dev/null &
lp=$!
timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1; rc=$?
kill $lp; wait $lp 2>/dev/null
echo "rc=$rc"; tail -2 o.txt
bad=0
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $rc = 0 ] || grep -q 'c\.csv' o.txt || { echo "CHECK FAILED: failure does not name c.csv"; bad=1; }
ls -A | grep -q '^\.c\.csv\..*\.tmp$' && { echo "CHECK FAILED: temporary file left"; bad=1; }
[ $bad = 0 ] && echo "race ok"
exit $bad
