# what: vLLM bench JSON with num_prompts 0 (and completed 0): a benchmark of no request
# expect-rc: 1
# expect: run.json
# expect: completed
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i 's/my-vllm-run.json/run.json/' s.yaml
sed -e 's/"num_prompts": 50/"num_prompts": 0/' -e 's/"completed": 50/"completed": 0/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q '"num_prompts": 0' run.json || exit 99
"$TR" estimate s.yaml
