# what: vLLM bench JSON dated 20260230-120000 (30 February)
# expect-rc: 1
# expect: run.json
# expect: date
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
sed 's/"date": "20260817-000000"/"date": "20260230-120000"/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q 20260230 run.json || exit 99
"$TR" estimate s.yaml
