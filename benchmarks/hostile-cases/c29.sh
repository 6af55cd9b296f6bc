# what: vLLM bench JSON of a torchao int4 weight-only checkpoint (model_id ...-Instruct-int4wo-hqq) mapped at the scenario's precision bf16
# expect-rc: 1
# expect: run.json
# expect: model_id
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
sed 's#"meta-llama/Llama-3.1-8B-Instruct"#"pytorch/Llama-3.1-8B-Instruct-int4wo-hqq"#' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q int4wo run.json || exit 99
"$TR" estimate s.yaml
