# what: LLMPerf summary whose p50 inter-token latency (32.9 ms, which LLMPerf says counts the first token) is below its p50 TTFT over its 245 output tokens (10 s / 245 = 40.8 ms): impossible
# expect-rc: 1
# expect: run.json
# expect: _s_quantiles_p50
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml
sed 's/"results_ttft_s_quantiles_p50": 1.273678861/"results_ttft_s_quantiles_p50": 10.0/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q '"results_ttft_s_quantiles_p50": 10.0' run.json || exit 99
sed -i 's/my-llmperf-summary.json/run.json/' s.yaml
"$TR" estimate s.yaml
