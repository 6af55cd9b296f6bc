# what: the scenario file unreadable at open (openat of s.yaml returns EACCES, injected: an NFS/ACL refusal even root meets) for estimate s.yaml --csv e.csv: non-zero, a short error naming s.yaml, no traceback, e.csv not made (strace -P given the relative name too: the command opens it as s.yaml)
# expect-rc: 0
# expect: eacces ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 strace -f -o /dev/null -P "$W/s.yaml" -P s.yaml -e inject=open,openat,openat2:error=EACCES "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -2 o.txt; bad=0
[ $rc = 0 ] && { echo "CHECK FAILED: rc 0"; bad=1; }
grep -q 's\.yaml' o.txt || { echo "CHECK FAILED: s.yaml not named"; bad=1; }
[ -e e.csv ] && { echo "CHECK FAILED: e.csv made"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "eacces ok"; exit $bad
