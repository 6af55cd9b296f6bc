# what: build (--no-pdf) of small-volume (Llama 3.1 8B, 200 M tokens a day) with candidates [trn1, "h100-sxm:16@lambda"] on gpu_cloud_list: the GPU side rents one 8-GPU block at Lambda's 8x rate (min_chips 8), so summary.json's gpu_bill must be 8 x 3.99 x 729.6 = 23,288.83 USD (not the whole 16-GPU system's 46,577.66, not a 1-GPU 2,911.10), and ratio = aws_bill / gpu_bill
# expect-rc: 0
# expect: check ok
timeout 58 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --quiet --out out --figures figs -y '{candidates: [trn1, "h100-sxm:16@lambda"], price_basis: gpu_cloud_list}' > build.txt 2>&1; echo "rc=$?" >> build.txt; tail -3 build.txt
"$PY" - <<'PY'
import json
try:
    o = open("build.txt").read()
    assert "rc=0" in o, "build failed: " + o[-600:]
    s = json.load(open("out/small-volume/summary.json"))
    assert s["gpu_option"] == "h100-sxm:16@lambda", s["gpu_option"]
    assert abs(s["gpu_bill"] - 8 * 3.99 * 729.6) < 0.01, f"gpu_bill {s['gpu_bill']}"
    assert abs(s["ratio"] - s["aws_bill"] / s["gpu_bill"]) < 1e-9, (s["ratio"], s["aws_bill"], s["gpu_bill"])
    print("check ok", s["aws_bill"], s["gpu_bill"])
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
