# what: a quote keyed by an instance family ({trn2: 24}) while candidates hold the family trn2 (every size from trn2.3xlarge, 1 chip, to the 64-chip UltraServer): README, a quote is USD per hour for the whole system, so one price for every size is nonsense; refused or warned naming price_overrides and trn2, never silently applied or ignored
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2, p5], price_basis: aws_on_demand, price_overrides: {trn2: 24}, quote_date: 2026-11-20}' > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
try:
    out = open("out.txt").read()
    lines = [l for l in out.splitlines() if "price_overrides" in l and "trn2" in l]
    assert lines, "no message names price_overrides and trn2"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
