# what: -y given as JSON with an exponent without a dot ('{"tokens_per_day": 2e9}'; JSON reads 2e9 as a number, PyYAML 1.1 as text): either read as 2e9 (the header says 2e+09 tokens/day) or refused naming tokens_per_day; never the file's 1e+09 or another volume
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{"tokens_per_day": 2e9}' > out.txt 2>&1; rc=$?
cat out.txt
if [ $rc = 0 ] && grep -q '2e+09 tokens/day' out.txt; then echo "check ok"
elif [ $rc = 1 ] && grep -q tokens_per_day out.txt && ! grep -q 'tokens/day' out.txt; then echo "check ok"
else echo "CHECK FAILED: rc $rc"; fi
