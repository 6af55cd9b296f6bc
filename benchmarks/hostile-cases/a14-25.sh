# what: -p value with a trailing YAML comment (-p tokens_per_day '2e9   # two billion', as copied from a scenario line): -p values are read as YAML, so the comment is dropped; a correct result at 2e+09 tokens/day (or refused naming tokens_per_day), never the file's 1e+09
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day '2e9   # two billion' > out.txt 2>&1; rc=$?
cat out.txt
if [ $rc = 0 ] && grep -q '2e+09 tokens/day' out.txt; then echo "check ok"
elif [ $rc = 1 ] && grep -q tokens_per_day out.txt && ! grep -q 'tokens/day' out.txt; then echo "check ok"
else echo "CHECK FAILED: rc $rc"; fi
