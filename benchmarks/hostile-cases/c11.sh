# what: vLLM bench JSON whose output_throughput (18,444 tok/s) is 10x what its batch of 2 at a 10.52 ms TPOT can emit (at most ~190 tok/s)
# expect-rc: 1
# expect: run.json
# expect: output_throughput
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
sed 's/"output_throughput": 184.44/"output_throughput": 18444.0/' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q 18444.0 run.json || exit 99
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
