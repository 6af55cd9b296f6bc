# what: LLMPerf summary of an AWQ checkpoint (model ...Meta-Llama-3-70B-Instruct-AWQ) mapped at precision fp16
# expect-rc: 1
# expect: run.json
# expect: AWQ
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml; sed -i "s/my-llmperf-summary.json/run.json/" s.yaml
sed 's#"model": "meta-llama/Meta-Llama-3-70B-Instruct"#"model": "casperhansen/Meta-Llama-3-70B-Instruct-AWQ"#' "$PROJECT/scenarios/examples/my-llmperf-summary.json" > run.json
grep -q AWQ run.json || exit 99
"$TR" estimate s.yaml
