# what: umask 0277 (the owner's own write bit masked, an odd hardening script) for a new specs trainium2 --csv s.csv, then a second export over it under umask 022: round 61 gives the new file 0666 less 0277 = 0400; round 63 says a CSV written over an existing file keeps that file's mode, so it stays 0400 while its content becomes the second export (root may replace it)
# expect-rc: 0
# expect: mode ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" specs trn2.48xlarge --csv ref.csv > /dev/null 2>&1
( umask 0277; timeout 55 "$TR" specs trainium2 --csv s.csv > o1.txt 2>&1; echo "first rc=$?" )
m1=$(stat -c %a s.csv 2>/dev/null); echo "mode after first: $m1"
( umask 022; timeout 55 "$TR" specs trn2.48xlarge --csv s.csv > o2.txt 2>&1; echo "second rc=$?" )
m2=$(stat -c %a s.csv); echo "mode after second: $m2"
bad=0
[ "$m1" = 400 ] || { echo "CHECK FAILED: new file mode $m1, expected 400"; bad=1; }
[ "$m2" = 400 ] || { echo "CHECK FAILED: rewritten file mode $m2, expected 400 kept"; bad=1; }
cmp -s s.csv ref.csv || { echo "CHECK FAILED: s.csv is not the second export"; tail -2 o2.txt; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "mode ok"
exit $bad
