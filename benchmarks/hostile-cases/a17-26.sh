# what: hand check of "h200-sxm:24@runpod" and "h100-sxm:16@nebius" on gpu_cloud_list: RunPod secure cloud lists H200 at 4.59 per GPU-hour (2026-09-25, min_chips empty: any count) and Nebius H100 at 3.85; data/README: per-chip rate x chips, so 24 x 4.59 = 110.16 and 16 x 3.85 = 61.6 USD/h, offer kind neocloud_list, dated 2026-09-25
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "h200-sxm:24@runpod", "h100-sxm:16@nebius"], price_basis: gpu_cloud_list}' --csv e.csv; echo "rc=$?"
"$PY" - "$PROJECT" <<'PY'
import csv, datetime as dt, os, sys
def pick(entity, provider, n):
    rows = []
    for r in csv.DictReader(open(os.path.join(sys.argv[1], "data", "prices.csv"), encoding="utf-8")):
        if (r["entity_id"], r["provider"], r["offer_kind"], r["per"]) != (entity, provider, "neocloud_list", "chip"): continue
        if n % int(r["min_chips"] or 1) or len(r["as_of"]) != 10: continue
        if (dt.date.today() - dt.date.fromisoformat(r["as_of"])).days > 365: continue
        rows.append((r["as_of"], float(r["usd_per_hour"])))
    rows.sort(key=lambda t: (-dt.date.fromisoformat(t[0]).toordinal(), t[1]))
    return rows[0]
try:
    rows = {x["candidate"]: x for x in csv.DictReader(open("e.csv"))}
    for c, chip, prov, n in (("h200-sxm:24@runpod", "h200-sxm", "runpod", 24), ("h100-sxm:16@nebius", "h100-sxm", "nebius", 16)):
        d, rate = pick(chip, prov, n)
        assert c in rows, f"{c} not estimated"
        r = rows[c]
        assert abs(float(r["usd_per_hour"]) - n * rate) < 1e-6, f"{c}: {r['usd_per_hour']} != {n} x {rate}"
        assert r["price_as_of"] == d, f"{c}: {r['price_as_of']} != {d}"
        bill = float(r["units_rented"]) * float(r["unit_usd_per_hour"]) * 729.6
        assert abs(float(r["monthly_bill_usd"]) - bill) < 1e-3 * bill, f"{c}: bill {r['monthly_bill_usd']} != {bill}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
