# what: vLLM bench JSON as a real one is saved: per-request arrays (ttfts, itls, generated_texts holding HTML and formula text) and extra keys; a correct result
# expect-rc: 0
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
d.update(duration=34.7, request_throughput=1.44, total_token_throughput=921.2, mean_ttft_ms=52.0, std_ttft_ms=3.1,
         p99_ttft_ms=61.0, mean_tpot_ms=10.6, p99_tpot_ms=11.9, mean_itl_ms=10.5, median_itl_ms=10.4,
         input_lens=[512]*50, output_lens=[128]*50, ttfts=[0.051]*50, itls=[[0.0105]*127]*50,
         generated_texts=["<script>alert(1)</script> =HYPERLINK(\"http://x\")"]*50, errors=[""]*50,
         tokenizer_id="meta-llama/Llama-3.1-8B-Instruct", label=None, burstiness=1.0)
json.dump(d, open("run.json", "w"))
PY
"$TR" estimate s.yaml
