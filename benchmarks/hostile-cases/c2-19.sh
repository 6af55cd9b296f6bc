# what: LLMPerf summary whose p50 inter-token latency is the bare token NaN
# expect-rc: 1
# expect: run.json
# expect: results_inter_token_latency_s_quantiles_p50
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml
sed 's/"results_inter_token_latency_s_quantiles_p50": [0-9.]*/"results_inter_token_latency_s_quantiles_p50": NaN/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q 'p50": NaN' run.json || exit 99
sed -i 's/my-llmperf-summary.json/run.json/' s.yaml
"$TR" estimate s.yaml
