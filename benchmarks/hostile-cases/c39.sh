# what: measurements names a FIFO run.json with no writer: must not hang; an error naming the file
# expect-rc: 1
# expect: run.json
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
mkfifo run.json
timeout 50 "$TR" estimate s.yaml
