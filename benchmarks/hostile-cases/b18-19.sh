# what: another process keeps the user's export c.csv open and appends to it every 10 ms (an editor's autosave, a tail -f style logger) while claims --csv c.csv (cache off) rewrites it: the export is a new file renamed over the name, so afterwards c.csv (the name) is exactly the whole new audit, with no appended bytes in it; rc 0; no traceback
# expect-rc: 0
# expect: whole ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
echo old > c.csv
( exec 3>>c.csv; for i in $(seq 1500); do echo "x$i" >&3; sleep 0.01; done ) &
ap=$!
sleep 0.3
timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1; rc=$?
kill $ap 2>/dev/null; wait $ap 2>/dev/null
echo "rc=$rc"; tail -1 o.txt
[ $rc = 0 ] && cmp -s c.csv ref.csv && echo "whole ok" || { echo "CHECK FAILED: c.csv not the whole new audit"; cmp c.csv ref.csv | head -2; exit 1; }
