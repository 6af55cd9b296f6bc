# what: LLMPerf summary whose requests mostly failed (results_num_requests_started 100, results_num_completed_requests 3, results_number_errors 97)
# expect-rc: 1
# expect: run.json
# expect: results_num_completed_requests
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml; sed -i "s/my-llmperf-summary.json/run.json/" s.yaml
sed 's/"num_concurrent_requests": 2,/"num_concurrent_requests": 2, "results_num_requests_started": 100, "results_num_completed_requests": 3, "results_number_errors": 97,/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q results_number_errors run.json || exit 99
"$TR" estimate s.yaml
