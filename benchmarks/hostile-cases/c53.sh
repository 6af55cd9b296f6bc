# what: LLMPerf summary whose results_number_output_tokens_mean is 0.245 (k-tokens slip for 245) beside the requested mean_output_tokens 245
# expect-rc: 1
# expect: run.json
# expect: results_number_output_tokens_mean
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml; sed -i "s/my-llmperf-summary.json/run.json/" s.yaml
sed 's/"mean_output_tokens": 245,/"mean_output_tokens": 245, "results_number_output_tokens_mean": 0.245,/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
"$TR" estimate s.yaml
