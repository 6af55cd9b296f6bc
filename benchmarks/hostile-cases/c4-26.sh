# what: LLMPerf summary that gives no input length at all (mean_input_tokens removed, results_number_input_tokens_mean null) beside a TTFT: refused naming the input keys, or a result whose prefill is not rescaled by a TTFT of unknown prompt length
# expect-rc: 0
# expect: trn1.32xlarge
# expect: prefill x1
cp "$PROJECT/scenarios/examples/your-runs-llmperf.yaml" s.yaml
"$PY" - <<'P'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-llmperf-summary.json"))
d.pop("mean_input_tokens"); d.pop("stddev_input_tokens"); d["results_number_input_tokens_mean"] = None
json.dump(d, open("run.json", "w"), indent=1)
P
sed -i 's/my-llmperf-summary.json/run.json/' s.yaml
"$TR" estimate s.yaml
