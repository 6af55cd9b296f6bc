# what: ulimit -f 4 (no file past 4 KB) for claims --csv c.csv where c.csv already holds a whole earlier audit (bigger than 4 KB): non-zero, one line naming c.csv (file too large), c.csv still the earlier whole audit, no temporary file left
# expect-rc: 0
# expect: c.csv kept whole
# expect: error names c.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims --csv c.csv > r.txt 2>&1 || { cat r.txt; exit 9; }
cp c.csv keep.csv; [ $(stat -c %s c.csv) -gt 4096 ] || { echo "c.csv too small for the test"; exit 9; }
( ulimit -f 4; TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims --csv c.csv 2>&1; echo "rc=$?" ) | cat > o.txt
tail -3 o.txt
cmp -s keep.csv c.csv && echo "c.csv kept whole"
grep -q 'rc=0' o.txt || { grep -q c.csv o.txt && echo "error names c.csv"; }
grep -q 'rc=0' o.txt && echo "UNEXPECTED SUCCESS"
ls -A | grep -v -x -e c.csv -e keep.csv -e r.txt -e o.txt && echo "LEFTOVER above"
grep -q Traceback o.txt && echo "TRACEBACK"
exit 0
