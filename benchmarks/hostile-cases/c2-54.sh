# what: LLMPerf summary whose results_mean_output_throughput_token_per_s (5,561) is 100x what 2 concurrent requests at a 32.9 ms inter-token latency can emit (~61 tok/s)
# expect-rc: 1
# expect: run.json
# expect: results_mean_output_throughput_token_per_s
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml
sed 's/"results_mean_output_throughput_token_per_s": 55.61050569710368/"results_mean_output_throughput_token_per_s": 5561.050569710368/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q '5561.05' run.json || exit 99
sed -i 's/my-llmperf-summary.json/run.json/' s.yaml
"$TR" estimate s.yaml
