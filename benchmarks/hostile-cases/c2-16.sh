# what: vLLM bench JSON with median_tpot_ms given twice (10.52, then 1052: a duplicate key a plain parser silently keeps last)
# expect-rc: 1
# expect: run.json
# expect: median_tpot_ms
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"median_tpot_ms": 10.52/"median_tpot_ms": 10.52,\n  "median_tpot_ms": 1052/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
[ "$(grep -c median_tpot_ms run.json)" = 2 ] || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
