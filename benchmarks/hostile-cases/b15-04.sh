# what: SIGTRAP (default: terminate with core; a debugger detached uncleanly) sent to the process only of `estimate "$SV" --csv e.csv` (cache off) while its temporary file exists (fsync held 2.5 s under strace): since round 65 every signal whose default ends the process is held while the temporary copy exists, so e.csv is either the old export or the whole new one (equal to a lone run), no hidden .e.csv.*.tmp left, no traceback
# expect-rc: 0
# expect: no tmp ok
# expect-not: Traceback
export TRAINIUM_REPORT_NO_CACHE=1
umask 022
SV="$PROJECT/scenarios/examples/small-volume.yaml"; RUNS="$PROJECT/scenarios/examples/my-runs.csv"
timeout 55 "$TR" estimate "$SV" --csv ref.csv > /dev/null 2>&1
echo old > e.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" estimate "$SV" --csv e.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.e.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
echo "tmp seen: ${t:-none}; python pid $py"
[ -n "$py" ] && kill -s TRAP "$py"
wait $sp; rc=$?
echo "rc=$rc"; tail -2 o.txt
sleep 0.3
left=$(ls -A | grep '\.tmp$')
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
[ -n "$left" ] && { echo "CHECK FAILED: temporary file left behind: $left"; bad=1; }
if [ "$(cat e.csv)" != old ] && ! cmp -s e.csv ref.csv; then echo "CHECK FAILED: e.csv neither the old file nor the whole new one"; bad=1; fi
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "no tmp ok"
exit $bad
