# what: LLMPerf summary whose model is an empty string and the mapping names no model
# expect-rc: 1
# expect: run.json
# expect: model
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml; sed -i "s/my-llmperf-summary.json/run.json/" s.yaml
sed 's#"model": "meta-llama/Meta-Llama-3-70B-Instruct"#"model": "   "#' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q '"model": "   "' run.json || exit 99
"$TR" estimate s.yaml
