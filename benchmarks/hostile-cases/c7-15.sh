# what: scenario's vLLM --save-result JSON whose median_tpot_ms is 0 (a decode step of no time), mapped onto trainium2 nodes 2 tp 8
# expect-rc: 1
# expect: run.json
# expect: median_tpot_ms
sed 's/"median_tpot_ms": 10.52/"median_tpot_ms": 0/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q '"median_tpot_ms": 0' run.json || exit 9
grep -v '^measurements:' "$PROJECT/scenarios/examples/your-runs-vllm.yaml" > s.yaml
echo 'measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}' >> s.yaml
timeout 55 "$TR" estimate s.yaml
