# what: predict my-runs.csv --csv p.csv where p.csv is a symlink to /dev/null (a user discarding the export by a link; we run as root): README inputs.py writes "a new temporary file renamed over the target, never through a planted symlink", so either the link is replaced by a regular file holding the whole export or the run is refused naming p.csv; /dev/null itself must stay a character device (a rename onto it as root would break the machine), no traceback
# expect-rc: 0
# expect: devnull ok
RUNS="$PROJECT/scenarios/examples/my-runs.csv"
ln -s /dev/null p.csv
timeout 55 "$TR" predict "$RUNS" --csv p.csv > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -3 o.txt
bad=0
[ -c /dev/null ] || { echo "CHECK FAILED: /dev/null is no longer a character device"; bad=1; }
if [ $rc = 0 ]; then
  if [ -L p.csv ] && [ "$(readlink p.csv)" = /dev/null ]; then echo "note: export discarded through the link"; 
  elif [ -f p.csv ] && [ -s p.csv ]; then echo "note: link replaced by the export"; else echo "CHECK FAILED: rc 0 but no export"; bad=1; fi
else grep -q 'p.csv' o.txt || { echo "CHECK FAILED: refusal does not name p.csv"; bad=1; }; fi
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "devnull ok"
exit $bad
