# what: LLMPerf summary with a negative p50 TTFT (-1.27 s)
# expect-rc: 1
# expect: run.json
# expect: results_ttft_s_quantiles_p50
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml; sed -i "s/my-llmperf-summary.json/run.json/" s.yaml
sed 's/"results_ttft_s_quantiles_p50": 1.273678861/"results_ttft_s_quantiles_p50": -1.273678861/' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q -- '-1.27' run.json || exit 99
"$TR" estimate s.yaml
