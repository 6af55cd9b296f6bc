# what: claims --csv c.csv over the user's older export owned by another user and group (chown 4321:4322, mode 0604: a shared project folder, we run as root): rounds 63/64 say a CSV written over an existing file keeps that file's mode, and a replaced file keeps its owner and group where the process may set them (root may), so c.csv ends as the whole audit with mode 604 and owner 4321:4322; no tmp left, no traceback
# expect-rc: 0
# expect: owner ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
echo old > c.csv; chown 4321:4322 c.csv; chmod 0604 c.csv
timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1; rc=$?
echo "rc=$rc; $(stat -c '%a %u:%g' c.csv)"
bad=0
[ $rc = 0 ] || { echo "CHECK FAILED: rc $rc"; tail -2 o.txt; bad=1; }
cmp -s c.csv ref.csv || { echo "CHECK FAILED: c.csv not the whole audit"; bad=1; }
[ "$(stat -c '%a %u:%g' c.csv)" = "604 4321:4322" ] || { echo "CHECK FAILED: mode/owner now $(stat -c '%a %u:%g' c.csv)"; bad=1; }
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "owner ok"
exit $bad
