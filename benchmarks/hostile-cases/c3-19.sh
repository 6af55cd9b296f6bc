# what: LLMPerf summary with mean_output_tokens 0 (requests that generate nothing) beside an inter-token latency
# expect-rc: 1
# expect: run.json
# expect: mean_output_tokens
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml; sed -i "s/my-llmperf-summary.json/run.json/" s.yaml
sed 's/"mean_output_tokens": 245/"mean_output_tokens": 0/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q '"mean_output_tokens": 0' run.json || exit 99
"$TR" estimate s.yaml
