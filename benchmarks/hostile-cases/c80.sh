# what: vLLM bench JSON with median_ttft_ms written in seconds (0.05107): a 512-token prefill of an 8B model in 51 microseconds, faster than the chips' compute
# expect-rc: 1
# expect: run.json
# expect: median_ttft_ms
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
sed 's/"median_ttft_ms": 51.07/"median_ttft_ms": 0.05107/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q 0.05107 run.json || exit 99
"$TR" estimate s.yaml
