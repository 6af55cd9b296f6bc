# what: --csv targets in kernel pseudo-filesystems where no file can be made (specs trainium2 --csv /proc/sys/s.csv; claims --csv /sys/c.csv: a copy-paste slip): each refused non-zero in a short message naming the target, no traceback, nothing printed as if it had worked
# expect-rc: 0
# expect: both refused ok
bad=0
timeout 55 "$TR" specs trainium2 --csv /proc/sys/s.csv > o1.txt 2>&1; r1=$?
timeout 55 "$TR" claims --csv /sys/c.csv > o2.txt 2>&1; r2=$?
echo "rc $r1 $r2"; tail -2 o1.txt; tail -2 o2.txt
[ $r1 != 0 ] && grep -q 's.csv' o1.txt || { echo "CHECK FAILED: specs not refused naming s.csv"; bad=1; }
[ $r2 != 0 ] && grep -q 'c.csv' o2.txt || { echo "CHECK FAILED: claims not refused naming c.csv"; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "both refused ok"; exit $bad
