# what: LLMPerf summary with num_concurrent_requests 0
# expect-rc: 1
# expect: run.json
# expect: num_concurrent_requests
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml
sed 's/"num_concurrent_requests": 2/"num_concurrent_requests": 0/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q '"num_concurrent_requests": 0' run.json || exit 99
sed -i 's/my-llmperf-summary.json/run.json/' s.yaml
"$TR" estimate s.yaml
