# what: LLMPerf summary whose num_concurrent_requests is 2.5
# expect-rc: 1
# expect: run.json
# expect: num_concurrent_requests
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml; sed -i "s/my-llmperf-summary.json/run.json/" s.yaml
sed 's/"num_concurrent_requests": 2,/"num_concurrent_requests": 2.5,/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
"$TR" estimate s.yaml
