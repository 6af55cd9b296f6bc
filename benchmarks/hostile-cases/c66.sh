# what: vLLM bench JSON whose median_ttft_ms is 1e400 (overflows to infinity when parsed)
# expect-rc: 1
# expect: run.json
# expect: median_ttft_ms
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
sed 's/"median_ttft_ms": 51.07/"median_ttft_ms": 1e400/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q 1e400 run.json || exit 99
"$TR" estimate s.yaml
