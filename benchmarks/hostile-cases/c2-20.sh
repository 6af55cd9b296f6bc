# what: LLMPerf summary with mean_input_tokens -1500 (negative prompt length)
# expect-rc: 1
# expect: run.json
# expect: mean_input_tokens
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml
sed 's/"mean_input_tokens": 1500/"mean_input_tokens": -1500/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q '"mean_input_tokens": -1500' run.json || exit 99
sed -i 's/my-llmperf-summary.json/run.json/' s.yaml
"$TR" estimate s.yaml
