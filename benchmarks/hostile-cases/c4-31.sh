# what: measurements mapping with dp 2 over a vLLM run at max_concurrency 3 (3 requests cannot split evenly over 2 replicas)
# expect-rc: 1
# expect: max_concurrency
# expect: dp
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"max_concurrency": 2/"max_concurrency": 3/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
sed -i 's/my-vllm-run.json/run.json/; s/nodes: 2, tp: 8}/nodes: 2, tp: 8, dp: 2}/' s.yaml
sed -i 's/nodes: 2, tp: 8, dp: 2/nodes: 4, tp: 8, dp: 2/' s.yaml
grep -q 'dp: 2' s.yaml || exit 99
"$TR" estimate s.yaml
