# what: vLLM bench JSON whose total_output_tokens is 0 for 50 completed requests (no token generated) beside a TPOT and throughput
# expect-rc: 1
# expect: run.json
# expect: total_output_tokens
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"total_output_tokens": 6400/"total_output_tokens": 0/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q '"total_output_tokens": 0' run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
