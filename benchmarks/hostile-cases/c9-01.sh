# what: estimate of dense Llama 3.1 70B on trn2.48xlarge (quote 40 USD/h) with 6 of your own MoE runs (Qwen3-235B-A22B on trn2.48xlarge, the published runs' figures at 6 output lengths: 6 configurations, so a fit of your runs, not a rescale): MoE runs say nothing of a dense model's speed (round 59: "runs of MoE models no longer rescale a dense model's estimate"), so trn2 must still be priced, at the baseline's USD/1M, or refused naming runs.csv (the script exits 0 for either and checks which); never excluded as "no measured serving runs" with exit 0
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - <<'PY'
import csv
src = list(csv.DictReader(open(__import__("os").environ["PROJECT"] + "/data/measurements.csv")))
rows = [r for r in src if r["entity_id"] == "trn2.48xlarge" and r["model_id"] == "qwen3-235b-a22b"]
out = []
for i, ol in enumerate([250, 300, 400, 500, 600, 700]):
    r = dict(rows[i % 2]); r["run_id"] = f"my-moe-{i}"; r["output_len"] = str(ol); r["source_id"] = ""; r["output_tokens_per_s"] = ""
    r["as_of"] = "2026-08-21"; r["note"] = "mine"
    out.append(r)
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(src[0].keys())); w.writeheader(); w.writerows(out)
PY
printf 'scenario: c901\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\n' > base.yaml
printf 'scenario: c901\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\nmeasurements: runs.csv\n' > s.yaml
timeout 55 "$TR" estimate base.yaml --csv base.csv >/dev/null 2>&1 || echo "baseline failed"
timeout 55 "$TR" estimate s.yaml --csv mine.csv >out.txt 2>&1; rc=$?; tail -5 out.txt
rc=$rc "$PY" - <<'PY'
import csv, os
rc = int(os.environ["rc"])
try:
    if rc != 0:
        assert "runs.csv" in open("out.txt").read(), "refused without naming runs.csv"
        print("check ok (refused naming runs.csv)"); raise SystemExit
    b = {r["candidate"]: r for r in csv.DictReader(open("base.csv"))}
    m = {r["candidate"]: r for r in csv.DictReader(open("mine.csv"))}
    x, y = float(b["trn2.48xlarge"]["usd_per_m_tokens"]), float(m["trn2.48xlarge"]["usd_per_m_tokens"])
    assert abs(x - y) <= 1e-6 * x, f"dense estimate moved by MoE runs: {x} -> {y}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
exit 0
