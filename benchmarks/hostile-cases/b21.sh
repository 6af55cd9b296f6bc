# what: estimate (cache off) under ulimit -v 150000 KB: a one-line out-of-memory message, no traceback
# expect-rc: 1
# expect: out of memory
ulimit -v 150000
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" > o.txt 2>&1; rc=$?
cat o.txt | head -5; echo "lines: $(wc -l < o.txt)"
exit $rc
