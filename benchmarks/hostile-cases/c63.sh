# what: vLLM bench JSON whose request_rate is the text "fast" (neither a number nor inf)
# expect-rc: 1
# expect: run.json
# expect: request_rate
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
sed 's/"request_rate": "inf"/"request_rate": "fast"/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q fast run.json || exit 99
"$TR" estimate s.yaml
