# what: predict on a runs CSV whose run on line 2 (Llama 70B bf16 on trn2.48xlarge) has TTFT 1 ms for 10,000 input tokens (faster than the chips' compute); the other two runs are sound
# expect-rc: 0
# expect: runs.csv
# expect: line 2
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,814.2,/,1,/' runs.csv
grep -q ',1,19.6,' runs.csv || exit 99
"$TR" predict runs.csv 2>&1 | tee o.txt; rc=${PIPESTATUS[0]}
grep -q 'my-trn2-llama70b-l2 *trainium2' o.txt && { echo "impossible run was predicted and scored"; exit 3; }
exit $rc
