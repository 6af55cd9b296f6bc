# what: predict on runs.csv that holds a vLLM --save-result JSON (the JSON saved under a .csv name)
# expect-rc: 1
# expect: runs.csv
cp "$PROJECT/scenarios/examples/my-vllm-run.json" runs.csv
timeout 55 "$TR" predict runs.csv
