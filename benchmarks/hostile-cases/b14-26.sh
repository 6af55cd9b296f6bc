# what: SIGHUP (the terminal closed; held while the temporary file exists since round 64) to the process only of specs trn2.48xlarge --all --csv s.csv while its temporary file exists (fsync held under strace): acts once the file is in place: s.csv the whole new table or old, no .s.csv.*.tmp left, no traceback
# expect-rc: 0
# expect: no tmp ok
export TRAINIUM_REPORT_NO_CACHE=1
umask 022
timeout 55 "$TR" specs trn2.48xlarge --all --csv ref.csv > /dev/null 2>&1
echo old > s.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" specs trn2.48xlarge --all --csv s.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.s.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
echo "tmp seen: ${t:-none}; python pid $py"
[ -n "$py" ] && kill -HUP "$py"
wait $sp; rc=$?
echo "rc=$rc"; tail -2 o.txt
left=$(ls -A | grep '\.tmp$')
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
[ -n "$left" ] && { echo "CHECK FAILED: temporary file left behind: $left"; bad=1; }
if [ "$(cat s.csv)" != old ] && ! cmp -s s.csv ref.csv; then echo "CHECK FAILED: s.csv neither the old file nor the whole new one"; bad=1; fi
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "no tmp ok"
exit $bad
