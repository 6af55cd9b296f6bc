# what: measurements mapping tp 4096 for a run on 2 nodes of trainium2 (16 NeuronCores)
# expect-rc: 1
# expect: measurements.tp
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
cp "$PROJECT/scenarios/examples/my-vllm-run.json" .
sed -i 's/tp: 8}/tp: 4096}/' s.yaml
grep -q 'tp: 4096' s.yaml || exit 99
"$TR" estimate s.yaml
