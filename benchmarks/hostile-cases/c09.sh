# what: vLLM bench JSON with median_tpot_ms written in seconds (0.01052): a decode step faster than the roofline
# expect-rc: 1
# expect: run.json
# expect: median_tpot_ms
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"median_tpot_ms": 10.52/"median_tpot_ms": 0.01052/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q 0.01052 run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
