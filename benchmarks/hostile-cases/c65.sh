# what: scenario model is a Qwen3-30B-A3B config.json while its vLLM run's model_id names llama-3.1-8b (another shape), no model in the mapping
# expect-rc: 1
# expect: run.json
# expect: model_id
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
cp "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" cfg.json
sed -i 's/^model: llama-3.1-8b/model: cfg.json/' s.yaml
grep -q 'model: cfg.json' s.yaml || exit 99
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
"$TR" estimate s.yaml
