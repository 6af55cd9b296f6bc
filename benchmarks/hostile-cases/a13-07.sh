# what: one day inside the boundary: price_max_age_days = (days from 2026-09-25 to today) - 1, so every Lambda H100 row (newest 2026-09-25) is too old (README: older never enters a verdict); trn1.32xlarge quoted (20 USD/h, today): "h100-sxm:8@lambda" excluded (or the run refused) naming price_max_age_days, never priced at an older or a 1x rate
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
N=$("$PY" -c 'import datetime as d; print((d.date.today() - d.date(2026, 9, 25)).days - 1)')
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -p price_max_age_days "$N" -y '{candidates: ["h100-sxm:8@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, price_overrides: {trn1.32xlarge: 20.0}}' > out.txt 2>&1
rc=$?; cat out.txt
"$PY" - "$rc" <<'P'
import csv, os, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
rc = int(sys.argv[1]); out = open("out.txt").read()
priced = os.path.exists("e.csv") and any(r["candidate"] == "h100-sxm:8@lambda" for r in csv.DictReader(open("e.csv")))
lines = [l for l in out.splitlines() if "h100-sxm:8@lambda" in l and "price_max_age_days" in l]
ok = rc in (0, 1) and not priced and lines
print("check ok" if ok else f"CHECK FAILED: rc {rc}, priced {priced}, naming lines {lines}")
P
