# what: control: SIGWINCH, SIGURG and SIGCHLD (default action: ignore; a terminal resize, out-of-band data) sent to claims --csv c.csv (cache off) while its temporary file exists (fsync held under strace): they must not end or disturb it: rc 0, c.csv equal to a lone run, no temporary file left
# expect-rc: 0
# expect: ignored ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
echo old > c.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" claims --csv c.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.c.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
for s in WINCH URG CHLD; do [ -n "$py" ] && kill -s $s "$py"; sleep 0.1; done
wait $sp; rc=$?
echo "rc=$rc"; tail -2 o.txt
bad=0
[ $rc = 0 ] || { echo "CHECK FAILED: rc $rc"; bad=1; }
cmp -s c.csv ref.csv || { echo "CHECK FAILED: c.csv not the whole audit"; bad=1; }
[ -n "$(ls -A | grep '\.tmp$')" ] && { echo "CHECK FAILED: tmp left"; bad=1; }
[ $bad = 0 ] && echo "ignored ok"
exit $bad
