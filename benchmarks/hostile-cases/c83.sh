# what: estimate with -y giving a measurements mapping whose tp is 0 (a vLLM JSON beside the working folder)
# expect-rc: 1
# expect: measurements.tp
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p model llama-3.1-8b -y '{measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 0}}'
