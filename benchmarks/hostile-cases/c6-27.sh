# what: scenario measurements LLMPerf summary (the example) mapped with dp 2 (2 replicas of tp 16 on one trn1.32xlarge: 32 NeuronCores) at num_concurrent_requests 2 (1 request per replica): a correct estimate (rc 0), not refused
# expect-rc: 0
# expect: trn1.32xlarge
cp "$PROJECT/scenarios/examples/my-llmperf-summary.json" run.json
sed -e 's/my-llmperf-summary.json/run.json/' -e 's/tp: 32,/tp: 16, dp: 2,/' "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" > s.yaml
grep -q 'dp: 2' s.yaml || exit 9
timeout 55 "$TR" estimate s.yaml
