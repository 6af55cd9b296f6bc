# what: a line without its colon appended at the end of the scenario file (line 73: "tokens_per_day 2.0e+9"): refused naming the file and line 73 or tokens_per_day, never blaming the key above it (other_platform_scores)
# expect-rc: 1
# expect: s.yaml
# expect: points at line 73 or tokens_per_day
# expect-not: other_platform_scores
cp "$PROJECT/scenarios/default.yaml" s.yaml
echo "tokens_per_day 2.0e+9" >> s.yaml
grep -n '^tokens_per_day 2' s.yaml
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
cat out.txt
grep -q -E "line 73\b|tokens_per_day" out.txt && echo "points at line 73 or tokens_per_day"
exit $rc
