# what: vLLM bench JSON of a w8a8 checkpoint (RedHatAI/...-quantized.w8a8) mapped at the scenario's precision bf16
# expect-rc: 1
# expect: run.json
# expect: int8
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
sed 's#"meta-llama/Llama-3.1-8B-Instruct"#"RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w8a8"#' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q w8a8 run.json || exit 99
"$TR" estimate s.yaml
