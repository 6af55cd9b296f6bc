# what: a filesystem without fsync support (fsync returns EINVAL, as on some FUSE mounts; injected by strace) for specs trainium2 --csv s.csv: either the CSV is written whole (equal to a normal run; the data is intact) or one short error naming s.csv, non-zero; never a traceback or a leftover temporary file
# expect-rc: 0
# expect: einval ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" specs trainium2 --csv ref.csv > /dev/null 2>&1
timeout 55 strace -f -o /dev/null -e trace=fsync,fdatasync -e inject=fsync,fdatasync:error=EINVAL "$TR" specs trainium2 --csv s.csv > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -2 o.txt; bad=0
if [ $rc = 0 ]; then cmp -s s.csv ref.csv || { echo "CHECK FAILED: rc 0 but s.csv differs"; bad=1; }
else grep -q 's\.csv' o.txt || { echo "CHECK FAILED: s.csv not named"; bad=1; }; [ -e s.csv ] && { echo "CHECK FAILED: s.csv made though failed"; bad=1; }; fi
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "einval ok"; exit $bad
