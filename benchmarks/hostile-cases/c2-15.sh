# what: vLLM bench JSON cut off mid-file (a truncated save): invalid JSON
# expect-rc: 1
# expect: run.json
# expect: line
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
head -c 600 "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
