# what: a clock gone wrong while the cache is used: a loop stamping every project cache entry with an mtime in 2099 (touch -d 2099-01-01, every 50 ms) while a cold estimate fills it; then, the loop stopped, a second estimate: both give a warm run's numbers, and the cache still keeps entries (issue 22 point 5: "future times treated as now"; before, pruning deleted every entry)
# expect-rc: 0
# expect: first same
# expect: second same
# expect: cache kept entries
S="$PROJECT/scenarios/examples/small-volume.yaml"; C="$PROJECT/.cache"
timeout 55 "$TR" estimate "$S" > ref.txt 2>&1
rm -f "$C"/scenario/*.pickle "$C"/calibration-*/*.pickle
( for i in $(seq 2000); do find "$C" -name '*.pickle' -exec touch -d 2099-01-01 {} + 2>/dev/null; sleep 0.05; done ) & J=$!
timeout 45 "$TR" estimate "$S" > o1.txt 2>&1; r1=$?
kill $J 2>/dev/null; wait $J 2>/dev/null
timeout 30 "$TR" estimate "$S" > o2.txt 2>&1; r2=$?
echo "r1=$r1 r2=$r2"; diff ref.txt o1.txt | head -4
[ $r1 = 0 ] && diff <(grep -v -i cache ref.txt) <(grep -v -i cache o1.txt) >/dev/null && echo "first same"
[ $r2 = 0 ] && diff <(grep -v -i cache ref.txt) <(grep -v -i cache o2.txt) >/dev/null && echo "second same"
n=$(ls "$C"/scenario/*.pickle "$C"/calibration-fit/*.pickle 2>/dev/null | wc -l); echo "entries: $n"; [ $n -ge 2 ] && echo "cache kept entries"
find "$C" -name '*.pickle' -newermt 2098-01-01 -exec touch {} + 2>/dev/null; true
