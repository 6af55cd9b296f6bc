# what: measurements mapping whose file is "run.JSON" (upper-case extension of a valid vLLM JSON): read it, or refuse naming measurements
# expect-rc: nonzero
# expect: measurements
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.JSON/" s.yaml
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.JSON
"$TR" estimate s.yaml
