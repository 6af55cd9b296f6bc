# what: vLLM bench JSON saved as UTF-16 with BOM (PowerShell's default Out-File encoding)
# expect-rc: 1
# expect: run.json
# expect: UTF
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
iconv -f UTF-8 -t UTF-16 "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
