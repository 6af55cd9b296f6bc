# what: predict given a vLLM bench JSON instead of a CSV
# expect-rc: 1
# expect: run.json
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
"$TR" predict run.json
