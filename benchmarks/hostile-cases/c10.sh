# what: LLMPerf summary with inter-token latency written in ms (32.9) under the _s_ key: 33 s per token, far slower than any stack
# expect-rc: 1
# expect: run.json
# expect: results_inter_token_latency_s_quantiles_p50
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml
sed 's/"results_inter_token_latency_s_quantiles_p50": 0.0329[0-9]*/"results_inter_token_latency_s_quantiles_p50": 32.90289/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q 32.90289 run.json || exit 99
sed -i 's/my-llmperf-summary.json/run.json/' s.yaml
"$TR" estimate s.yaml
