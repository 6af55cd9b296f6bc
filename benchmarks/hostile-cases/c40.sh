# what: vLLM bench JSON whose model_id names Llama 3.1 70B while the scenario (and so the run) is llama-3.1-8b
# expect-rc: 1
# expect: run.json
# expect: model_id
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
sed 's#"meta-llama/Llama-3.1-8B-Instruct"#"meta-llama/Llama-3.1-70B-Instruct"#' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
"$TR" estimate s.yaml
