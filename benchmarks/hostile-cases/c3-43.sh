# what: LLMPerf summary whose model is "" while the mapping names the model (model: llama-3.1-70b): a correct result
# expect-rc: 0
# expect: trn1
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml
sed -i "s/{file: my-llmperf-summary.json,/{file: run.json, model: llama-3.1-70b,/" s.yaml
grep -q 'model: llama-3.1-70b' s.yaml || exit 99
sed 's#"model": "meta-llama/Meta-Llama-3-70B-Instruct"#"model": ""#' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
"$TR" estimate s.yaml
