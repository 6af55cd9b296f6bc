# what: vLLM bench JSON whose date is in the future (20990101-000000)
# expect-rc: 1
# expect: run.json
# expect: date
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"date": "20260817-000000"/"date": "20990101-000000"/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q 2099 run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
