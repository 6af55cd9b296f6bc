# what: claims --csv c.csv with stdout opened read-only (1<file: every write to stdout fails with EBADF): non-zero, one line on stderr saying standard output, no traceback; c.csv whole or absent (never partial)
# expect-rc: 1
# expect: standard output
echo "not a terminal" > ro.txt
timeout 40 "$TR" claims --csv c.csv 1<ro.txt 2> err.txt; rc=$?
cat err.txt; echo "rc=$rc"
[ "$(cat ro.txt)" = "not a terminal" ] || echo "ro.txt changed"
if [ -e c.csv ]; then timeout 40 "$TR" claims --csv ref.csv >/dev/null 2>&1; cmp -s c.csv ref.csv || echo "c.csv PARTIAL"; fi
ls -a | grep -i tmp
exit $rc
