# what: vLLM bench JSON whose completed is the JSON boolean true (not a count) for a run otherwise valid
# expect-rc: 1
# expect: run.json
# expect: completed
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"completed": 50/"completed": true/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q '"completed": true' run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
