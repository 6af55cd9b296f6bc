# what: -y starting with a byte-order mark ($'\ufeff{tokens_per_day: 2e9}', pasted from a Windows editor): either read as 2e9 (header 2e+09 tokens/day) or refused naming -y; never a traceback or another volume
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y $'\ufeff{tokens_per_day: 2e9}' > out.txt 2>&1; rc=$?
cat out.txt
if [ $rc = 0 ] && grep -q '2e+09 tokens/day' out.txt; then echo "check ok"
elif [ $rc = 1 ] && grep -q -- '-y' out.txt && ! grep -q 'tokens/day' out.txt; then echo "check ok"
else echo "CHECK FAILED: rc $rc"; fi
