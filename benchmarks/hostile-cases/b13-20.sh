# what: a file-size limit of 20 KB (ulimit -f 20; Python ignores SIGXFSZ, so the write fails with EFBIG) for claims --csv c.csv (the audit is about 100 KB) where c.csv does not exist yet, stdout on a pipe outside the limit: non-zero, one line naming c.csv (file too large), no traceback, and no c.csv cut at 20 KB nor a temporary file left
# expect-rc: 0
# expect: fsize ok
( ulimit -f 20; exec timeout 55 "$TR" claims --csv c.csv ) 2>&1 | cat > o.txt; rc=${PIPESTATUS[0]}
echo "rc=$rc"; tail -2 o.txt
bad=0
[ $rc != 0 ] || { echo "CHECK FAILED: rc 0 with a limit below the audit's size"; bad=1; }
grep -q 'c\.csv' o.txt || { echo "CHECK FAILED: c.csv not named"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
left=$(ls -A | grep -v -x o.txt); [ -n "$left" ] && { echo "CHECK FAILED: left: $left ($(stat -c %s $left 2>/dev/null))"; bad=1; }
[ $bad = 0 ] && echo "fsize ok"
exit $bad
