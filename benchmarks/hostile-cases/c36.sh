# what: vLLM bench JSON whose completed is the text "50" (a string, not a count)
# expect-rc: 1
# expect: run.json
# expect: completed
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
sed 's/"completed": 50,/"completed": "50",/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q '"50"' run.json || exit 99
"$TR" estimate s.yaml
