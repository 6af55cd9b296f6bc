# what: SIGXFSZ sent from outside (kill -XFSZ: Python sets it to ignored at start, so it is no stop) to the process only of estimate small-volume --csv e.csv (cache off) while its temporary file exists (fsync held 2.5 s): the export must go on and end 0 with the whole new e.csv (an ignored signal must not be turned into an end by the holding code), no tmp left, no traceback
# expect-rc: 0
# expect: held ok
export TRAINIUM_REPORT_NO_CACHE=1
umask 022; ulimit -c 0
RUNS="$PROJECT/scenarios/examples/my-runs.csv"; SV="$PROJECT/scenarios/examples/small-volume.yaml"
timeout 55 "$TR" estimate "$SV" --csv ref.csv > /dev/null 2>&1 || { echo "CHECK FAILED: reference run"; exit 1; }
echo old > e.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" estimate "$SV" --csv e.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.e.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
echo "tmp seen: ${t:-none}; python pid $py"
[ -n "$py" ] && kill -s XFSZ "$py"
wait $sp; rc=$?
echo "rc=$rc"; tail -2 o.txt
[ "$rc" = 0 ] || { echo "CHECK FAILED: an ignored signal ended the run rc=$rc"; exit 1; }
cmp -s e.csv ref.csv || { echo "CHECK FAILED: e.csv not the whole new export"; exit 1; }
left=$(ls -A | grep '\.tmp$')
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
[ -n "$left" ] && { echo "CHECK FAILED: temporary file left behind: $left"; bad=1; }
if [ "$(cat e.csv)" != old ] && ! cmp -s e.csv ref.csv; then echo "CHECK FAILED: e.csv neither the old file nor the whole new one"; bad=1; fi
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "held ok"
exit $bad
