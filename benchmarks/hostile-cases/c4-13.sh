# what: measurements mapping with dp 4 and tp 8 on 2 trainium2 chips (nodes 2: 16 NeuronCores) while 4 replicas of tp 8 need 32
# expect-rc: 1
# expect: s.yaml
# expect: dp
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
cp "$PROJECT/scenarios/examples/my-vllm-run.json" .
sed -i 's/max_concurrency": 2/max_concurrency": 4/' my-vllm-run.json
sed -i 's/tp: 8}/tp: 8, dp: 4}/' s.yaml
grep -q 'dp: 4' s.yaml || exit 99
"$TR" estimate s.yaml
