# what: measurements mapping with nodes -2
# expect-rc: 1
# expect: s.yaml
# expect: nodes
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
cp "$PROJECT/scenarios/examples/my-vllm-run.json" .
sed -i 's/nodes: 2/nodes: -2/' s.yaml
grep -q 'nodes: -2' s.yaml || exit 99
"$TR" estimate s.yaml
