# what: vLLM bench JSON whose model_id is the local path vLLM records ("/models/Llama-3.1-8B-Instruct", a served folder, not a hub id) for a llama-3.1-8b scenario: a correct result
# expect-rc: 0
# expect: trn2
# expect: rescaled
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's#"model_id": "meta-llama/Llama-3.1-8B-Instruct"#"model_id": "/models/Llama-3.1-8B-Instruct"#' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q '/models/Llama' run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml -p price_basis aws_capacity_block
