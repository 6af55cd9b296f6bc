# what: vLLM bench JSON of a GPTQ 4-bit checkpoint (model_id ...-GPTQ-Int4) mapped at precision int8
# expect-rc: 1
# expect: run.json
# expect: precision
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's#"model_id": "meta-llama/Llama-3.1-8B-Instruct"#"model_id": "hugging-quants/Meta-Llama-3.1-8B-Instruct-GPTQ-INT4"#' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q GPTQ-INT4 run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/; s/tp: 8}/tp: 8, precision: int8}/' s.yaml
grep -q 'precision: int8' s.yaml || exit 99
"$TR" estimate s.yaml
