# what: measurements mapping naming 2 whole trn2.48xlarge instances (nodes 2, 2 x 128 NeuronCores) for a vLLM run at tp 8 (8 cores used): a run on part of a system must name the chip
# expect-rc: 1
# expect: s.yaml
# expect: tp
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
cp "$PROJECT/scenarios/examples/my-vllm-run.json" .
sed -i 's/entity_id: trainium2/entity_id: trn2.48xlarge/' s.yaml
grep -q 'entity_id: trn2.48xlarge, nodes: 2, tp: 8' s.yaml || exit 99
"$TR" estimate s.yaml
