# what: interrupted reads (the first two read() calls on data/prices.csv return EINTR, injected: a signal's syscall restart; Python retries EINTR, PEP 475) for specs trn2.48xlarge --data-dir d (cache off): the same output as a plain run, code 0
# expect-rc: 0
# expect: eintr ok
export TRAINIUM_REPORT_NO_CACHE=1
cp -r "$PROJECT/data" d
timeout 55 "$TR" specs trn2.48xlarge --data-dir d > ref.txt 2>&1
timeout 55 strace -f -o /dev/null -P "$W/d/prices.csv" -e inject=read:error=EINTR:when=1..2 "$TR" specs trn2.48xlarge --data-dir d > o.txt 2>&1; rc=$?
echo "rc=$rc"
if [ $rc = 0 ] && cmp -s o.txt ref.txt; then echo "eintr ok"; else echo "CHECK FAILED: rc $rc or output differs"; diff ref.txt o.txt | head -5; exit 1; fi
