# what: vLLM bench JSON whose median_e2el_ms (400 ms, a request's whole latency) is below its median_ttft_ms (51 ms) + 127 x median_tpot_ms (10.52 ms) = 1.39 s: contradicting keys of one run
# expect-rc: 1
# expect: run.json
# expect: median_
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
"$PY" - <<'P'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
d.update(mean_e2el_ms=400.0, median_e2el_ms=400.0, duration=34.7)
json.dump(d, open("run.json", "w"), indent=1)
P
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
