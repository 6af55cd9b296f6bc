# what: PYTHONFAULTHANDLER=1 (a developer's setting: faulthandler installs its own SIGSEGV/SIGBUS/SIGILL/SIGFPE/SIGABRT handlers) and SIGSEGV sent from outside to claims --csv c.csv (cache off) while its temporary file exists (fsync held 2.5 s under strace): round 65 holds every terminating signal while the temporary copy exists; faulthandler's handler must not bypass that: no .c.csv.*.tmp left, c.csv the old export or the whole new one, no Python traceback
# expect-rc: 0
# expect: fh held ok
export TRAINIUM_REPORT_NO_CACHE=1 PYTHONFAULTHANDLER=1
umask 022; ulimit -c 0
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
echo old > c.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" claims --csv c.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.c.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
echo "tmp seen: ${t:-none}; python pid $py"
[ -n "$py" ] && kill -SEGV "$py"
wait $sp; rc=$?
echo "rc=$rc"; tail -4 o.txt
left=$(ls -A | grep '\.tmp$')
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
[ -n "$left" ] && { echo "CHECK FAILED: temporary file left behind: $left"; bad=1; }
if [ "$(cat c.csv)" != old ] && ! cmp -s c.csv ref.csv; then echo "CHECK FAILED: c.csv neither the old file nor the whole new one"; bad=1; fi
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "fh held ok"
exit $bad
