# what: a live, running (not stopped) process holds an exclusive flock on every lock file of the project cache while a cold validate of a new data version runs (its dataset entry deleted after a first run: a hung colleague's command on a shared checkout): the wait must be bounded, so validate ends 0 with its OK line within 55 s (computing without the cache if it must), no traceback
# expect-rc: 0
# expect: lock bounded ok
cp -r "$PROJECT/data" d
sed -i '2s/$/ /' d/sources.csv 2>/dev/null
timeout 55 "$TR" validate d > v1.txt 2>&1; echo "first rc=$? $(tail -1 v1.txt | cut -c1-80)"
e=$(ls -t "$PROJECT"/.cache/dataset/*.pickle 2>/dev/null | head -1); [ -n "$e" ] && rm -f "$e"
n=0; pids=""
for l in "$PROJECT"/.cache/locks/*.lock; do [ -f "$l" ] || continue; flock -x "$l" sleep 50 & pids="$pids $!"; n=$((n+1)); done
echo "locks held: $n"; sleep 0.3
s=$(date +%s); timeout 55 "$TR" validate d > v.txt 2>&1; rc=$?; dt=$(( $(date +%s) - s ))
for p in $pids; do pkill -P $p 2>/dev/null; kill $p 2>/dev/null; done; wait 2>/dev/null
echo "rc=$rc ${dt}s: $(tail -1 v.txt | cut -c1-120)"
[ $rc = 0 ] && grep -q '^OK' v.txt && ! grep -q Traceback v.txt && echo "lock bounded ok" || { echo "CHECK FAILED: validate under held locks"; exit 1; }
