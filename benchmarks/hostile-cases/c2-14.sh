# what: vLLM bench JSON with max_concurrency 0 (no request in flight)
# expect-rc: 1
# expect: run.json
# expect: max_concurrency
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"max_concurrency": 2/"max_concurrency": 0/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q '"max_concurrency": 0' run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
