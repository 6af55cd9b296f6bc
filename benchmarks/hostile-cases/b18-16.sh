# what: the export's folder removed while claims --csv out/c.csv (cache off) holds its temporary file (fsync held 2.5 s under strace; rm -rf out meanwhile: a cleanup script racing the export): the rename cannot land, so non-zero in a short message naming c.csv (or out), no traceback, nothing recreated in a wrong place, no .tmp left in the working folder
# expect-rc: 0
# expect: vanished ok
export TRAINIUM_REPORT_NO_CACHE=1
mkdir out; echo old > out/c.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" claims --csv out/c.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A out 2>/dev/null | grep '^\.c.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
echo "tmp seen: ${t:-none}"; rm -rf out
wait $sp; rc=$?
echo "rc=$rc"; tail -3 o.txt
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
[ $rc != 0 ] && [ $rc != 124 ] || { echo "CHECK FAILED: rc $rc (the export cannot exist)"; bad=1; }
grep -q 'c.csv' o.txt || { echo "CHECK FAILED: message does not name c.csv"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ -e out ] && { echo "CHECK FAILED: out recreated"; ls -A out; bad=1; }
[ -n "$(ls -A | grep '\.tmp$')" ] && { echo "CHECK FAILED: tmp in cwd"; bad=1; }
[ $bad = 0 ] && echo "vanished ok"; exit $bad
