# what: measurements mapping with an unknown key (tensor_parallel: 8 instead of tp)
# expect-rc: 1
# expect: s.yaml
# expect: tensor_parallel
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
cp "$PROJECT/scenarios/examples/my-vllm-run.json" .
sed -i 's/tp: 8}/tensor_parallel: 8}/' s.yaml
grep -q 'tensor_parallel' s.yaml || exit 99
"$TR" estimate s.yaml
