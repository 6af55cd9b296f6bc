# what: hand check of linearity in tokens_per_day: p5.48xlarge's fluid_systems at tokens_per_day 3e9 must be exactly 3x its value at 1e9 (same batch, same latency: the volume only scales the systems needed), and its USD/1M at full load unchanged
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv a.csv -y '{candidates: [p5.48xlarge]}' -p tokens_per_day 1.0e+9 >/dev/null || exit 3
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv b.csv -y '{candidates: [p5.48xlarge]}' -p tokens_per_day 3.0e+9 >/dev/null || exit 3
"$PY" - <<'P'
import csv
try:
    a = next(csv.DictReader(open("a.csv"))); b = next(csv.DictReader(open("b.csv")))
    fa, fb = float(a["fluid_systems"]), float(b["fluid_systems"])
    assert abs(fb - 3 * fa) < 1e-9 * fb, ("fluid", fa, fb)
    assert abs(float(a["usd_per_m_tokens"]) - float(b["usd_per_m_tokens"])) < 1e-9, "usd_per_m_tokens differs"
    print("check ok", fa, fb)
except Exception as e:
    print("CHECK FAILED:", e)
P
