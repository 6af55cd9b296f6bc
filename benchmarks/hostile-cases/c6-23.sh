# what: scenario's vLLM --save-result JSON whose date is a JSON number (20260817, not the text "20260817-000000"): read as that day, or refused naming the file and date; never a traceback
# expect-rc: nonzero
# expect: run.json
# expect: date
sed 's/"date": "20260817-000000"/"date": 20260817/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q '"date": 20260817,' run.json || exit 9
sed 's/my-vllm-run.json/run.json/' "$PROJECT/scenarios/examples/your-runs-vllm.yaml" > s.yaml
timeout 55 "$TR" estimate s.yaml
