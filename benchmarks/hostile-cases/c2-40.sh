# what: vLLM bench JSON whose median_tpot_ms is negative (-10.52)
# expect-rc: 1
# expect: run.json
# expect: median_tpot_ms
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"median_tpot_ms": 10.52/"median_tpot_ms": -10.52/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q -- '-10.52' run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
