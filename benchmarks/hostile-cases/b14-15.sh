# what: a scenario file with an mtime at the epoch (touch -d @0: a clock reset to 1970, an archive without times) run warm, then edited to the same size (tokens_per_day 1.0e+9 -> 3.0e+9) and given its 1970 mtime back: estimate must use the new value (its table equals a cache-off run of the edited file, and differs from the first), not a cached check of the old file
# expect-rc: 0
# expect: epoch ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
touch -d @0 s.yaml
timeout 55 "$TR" estimate s.yaml > o1.txt 2>/dev/null
sed -i 's/^tokens_per_day: 1.0e+9 /tokens_per_day: 3.0e+9 /' s.yaml
grep -q '^tokens_per_day: 3.0e+9' s.yaml || { echo "CHECK FAILED: edit not applied"; exit 1; }
touch -d @0 s.yaml
timeout 55 "$TR" estimate s.yaml > o2.txt 2>/dev/null; rc=$?
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml > ref.txt 2>/dev/null
echo "rc=$rc"
if [ $rc = 0 ] && cmp -s o2.txt ref.txt && ! cmp -s o1.txt o2.txt; then echo "epoch ok"; else echo "CHECK FAILED: stale or wrong table"; diff ref.txt o2.txt | head; exit 1; fi
