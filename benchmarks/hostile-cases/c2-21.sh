# what: measurements file that is an empty JSON object {} (neither vLLM nor LLMPerf keys)
# expect-rc: 1
# expect: run.json
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
echo '{}' > run.json
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
