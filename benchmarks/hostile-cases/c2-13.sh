# what: vLLM bench JSON whose completed (60) exceeds num_prompts (50)
# expect-rc: 1
# expect: run.json
# expect: completed
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"completed": 50/"completed": 60/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q '"completed": 60' run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
