# what: vLLM bench JSON whose totals are in thousands of tokens (total_input_tokens 25.6, total_output_tokens 6.4 for 50 requests)
# expect-rc: 1
# expect: run.json
# expect: total_
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
sed 's/"total_input_tokens": 25600/"total_input_tokens": 25.6/; s/"total_output_tokens": 6400/"total_output_tokens": 6.4/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q '25.6,' run.json || exit 99
"$TR" estimate s.yaml
