# what: hand check: h100-sxm:8@aws (eight H100s at AWS) on aws_on_demand: AWS's 8-H100 instance p5.48xlarge lists 55.04 USD/h (newest 2026-11-09); the per-GPU rows h100-sxm@aws (3.9 'approximate ... inconsistent with the P5 list price / 8', 7.57 'before the June 2025 cut') are per-GPU shares of an 8-GPU machine type without min_chips; the candidate must cost 55.04 (or be excluded with a reason), never 8 x 3.9 = 31.2 (adapted 2026-12-06: a refusal of the candidate naming p5.48xlarge passes too, the what-line's 'excluded with a reason')
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:8@aws", p5.48xlarge, trn1.32xlarge], price_basis: aws_on_demand}' --csv e.csv > out.txt 2>&1; echo "rc=$?"; cat out.txt
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
        assert h >= 0.99 * p5, f"h100-sxm:8@aws priced {h} USD/h ({rows['h100-sxm:8@aws']['price_source']}), under p5.48xlarge's list {p5}"
    else:
        assert "h100-sxm:8@aws" in open("out.txt").read(), "dropped without a word"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
