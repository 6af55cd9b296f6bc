# what: LLMPerf summary with results_error_rate 1.5 (a share over 1)
# expect-rc: 1
# expect: run.json
# expect: results_error_rate
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml; sed -i "s/my-llmperf-summary.json/run.json/" s.yaml
sed 's/"num_concurrent_requests": 2,/"num_concurrent_requests": 2, "results_error_rate": 1.5,/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
"$TR" estimate s.yaml
