# what: measurements mapping whose entity_id names no system of the dataset (trn9.48xlarge)
# expect-rc: 1
# expect: s.yaml
# expect: trn9.48xlarge
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
cp "$PROJECT/scenarios/examples/my-vllm-run.json" .
sed -i 's/entity_id: trainium2, nodes: 2/entity_id: trn9.48xlarge, nodes: 1/' s.yaml
grep -q trn9 s.yaml || exit 99
"$TR" estimate s.yaml
