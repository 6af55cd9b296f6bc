# what: SIGPWR (default terminate: a UPS daemon's power-fail notice) sent to the process only of specs trainium2 --all --csv s.csv (cache off) while its temporary file exists, where s.csv has a second hard-linked name keep.csv (the user's backup made with ln): the replace is by rename, so keep.csv must keep the old content whatever happens, and s.csv is the old export or the whole new one, no tmp left, no traceback
# expect-rc: 0
# expect: held ok
export TRAINIUM_REPORT_NO_CACHE=1
umask 022; ulimit -c 0
RUNS="$PROJECT/scenarios/examples/my-runs.csv"; SV="$PROJECT/scenarios/examples/small-volume.yaml"
timeout 55 "$TR" specs trainium2 --all --csv ref.csv > /dev/null 2>&1 || { echo "CHECK FAILED: reference run"; exit 1; }
echo old > s.csv; ln s.csv keep.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" specs trainium2 --all --csv s.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.s.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
echo "tmp seen: ${t:-none}; python pid $py"
[ -n "$py" ] && kill -s PWR "$py"
wait $sp; rc=$?
echo "rc=$rc"; tail -2 o.txt
[ "$(cat keep.csv)" = old ] || { echo "CHECK FAILED: the hard-linked backup keep.csv was changed"; exit 1; }
left=$(ls -A | grep '\.tmp$')
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
[ -n "$left" ] && { echo "CHECK FAILED: temporary file left behind: $left"; bad=1; }
if [ "$(cat s.csv)" != old ] && ! cmp -s s.csv ref.csv; then echo "CHECK FAILED: s.csv neither the old file nor the whole new one"; bad=1; fi
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "held ok"
exit $bad
