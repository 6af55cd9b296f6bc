# what: scenario file whose tokens_per_day line lost its colon (line 18 reads "tokens_per_day 1.0e+9  # ...", the next line is min_tokens_per_s_per_user: 20): refused naming the file and pointing at line 18 or tokens_per_day (the line that lost its colon), never at another line or key
# expect-rc: 1
# expect: s.yaml
# expect: points at line 18 or tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^tokens_per_day: /tokens_per_day /' s.yaml
grep -n '^tokens_per_day' s.yaml
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
cat out.txt
grep -q -E "line 18\b|tokens_per_day" out.txt && echo "points at line 18 or tokens_per_day"
exit $rc
