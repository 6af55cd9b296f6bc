# what: vLLM bench JSON dated 20190101-000000 for a run on trainium2 (years before the chip existed, 2024-12)
# expect-rc: 1
# expect: run.json
# expect: date
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"date": "20260817-000000"/"date": "20190101-000000"/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q 20190101 run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
