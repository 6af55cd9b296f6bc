# what: hand check of training on "h100-sxm:8@aws" (eight H100s at AWS, training_chips 256 = 32 systems) on aws_on_demand: the 8-H100 AWS instance p5.48xlarge lists 55.04 USD/h; the per-GPU h100-sxm@aws rows (3.9 'approximate ... inconsistent with the P5 list price / 8') are shares of that 8-GPU machine; the run must cost at least what 32 p5.48xlarge cost per hour (or the candidate be excluded with a reason), never 32 x 8 x 3.9 = 998.4 USD/h (adapted 2026-12-06: a refusal of the candidate naming p5.48xlarge passes too, the what-line's 'excluded with a reason')
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{workload: training, model: llama-3.1-8b, train_tokens: 1.0e+10, candidates: ["h100-sxm:8@aws", p5.48xlarge, trn1.32xlarge], price_basis: aws_on_demand}' --csv e.csv > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'PY'
import csv
try:
    import os
    if not os.path.exists("e.csv"):
        o = open("out.txt").read()
        assert "h100-sxm:8@aws" in o and "p5.48xlarge" in o and "candidates" in o, "refused without naming the instance"
        print("check ok (refused)")
        raise SystemExit(0)
    rows = {x["candidate"]: x for x in csv.DictReader(open("e.csv"))}
    p5 = float(rows["p5.48xlarge"]["usd_per_hour"])
    if "h100-sxm:8@aws" in rows:
        h = float(rows["h100-sxm:8@aws"]["usd_per_hour"])
        assert h >= 0.99 * p5, f"h100-sxm:8@aws's 256 GPUs cost {h} USD/h ({rows['h100-sxm:8@aws']['price_source']}), p5.48xlarge's 256 GPUs {p5}"
    else:
        assert "h100-sxm:8@aws" in open("out.txt").read(), "dropped without a word"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
