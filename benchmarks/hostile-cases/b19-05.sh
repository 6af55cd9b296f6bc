# what: estimate small-volume --csv /dev/stdout with stdout redirected to a file o.txt (a user wanting the CSV on the console; /dev/stdout is a symlink in /dev, and we run as root): either the CSV lands in o.txt, or the run is refused naming /dev/stdout; /dev/stdout must stay a symlink and /dev/null a character device afterwards (no temporary file renamed over a /dev entry), no traceback
# expect-rc: 0
# expect: devstdout ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
before=$(readlink /dev/stdout)
timeout 55 "$TR" estimate "$SV" --csv /dev/stdout > o.txt 2> e.txt; rc=$?
echo "rc=$rc"; tail -3 e.txt
bad=0
[ -L /dev/stdout ] && [ "$(readlink /dev/stdout)" = "$before" ] || { echo "CHECK FAILED: /dev/stdout was replaced"; bad=1; }
ls -A /dev | grep -q '\.stdout\..*\.tmp$' && { echo "CHECK FAILED: temporary file left in /dev"; bad=1; }
if [ $rc = 0 ]; then grep -q 'candidate\|system' o.txt || { echo "CHECK FAILED: rc 0 but no table"; bad=1; }
else grep -q '/dev/stdout' e.txt o.txt || { echo "CHECK FAILED: refusal does not name /dev/stdout"; bad=1; }; fi
cat o.txt e.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "devstdout ok"
exit $bad
