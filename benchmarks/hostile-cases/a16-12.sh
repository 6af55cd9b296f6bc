# what: candidate with a trailing space inside quotes (-y '{candidates: ["h100-sxm:8@lambda "]}', a spreadsheet paste) on gpu_cloud_list: either refused naming candidates, or read as "h100-sxm:8@lambda" and priced correctly: USD/h = 8 x Lambda's newest cheapest rate a count of 8 may use (3.99, min_chips 8, 2026-09-25), computed here from prices.csv (never a traceback or another provider's price)
# expect-rc: 0
# expect: check ok
out=$(timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: ["h100-sxm:8@lambda "], price_basis: gpu_cloud_list}' --csv e.csv 2>&1); rc=$?
echo "$out"
"$PY" - "$PROJECT/data/prices.csv" "$rc" "$out" <<'P'
import csv,sys
try:
    if sys.argv[2] != "0":
        assert "candidates" in sys.argv[3], "refused without naming candidates"
        print("check ok (refused)"); sys.exit(0)
    rows=[r for r in csv.DictReader(open(sys.argv[1])) if r["entity_id"]=="h100-sxm" and r["provider"]=="lambda" and r["offer_kind"]=="neocloud_list" and r["as_of"]]
    ok=[r for r in rows if not r["min_chips"] or 8%int(r["min_chips"])==0]
    newest=max(r["as_of"] for r in ok)
    rate=min(float(r["usd_per_hour"]) for r in ok if r["as_of"]==newest)
    e=[x for x in csv.DictReader(open("e.csv")) if x["candidate"].strip()=="h100-sxm:8@lambda"][0]
    assert abs(float(e["usd_per_hour"])-8*rate)<1e-6, (e["usd_per_hour"], 8*rate)
    assert e["price_as_of"]==newest, (e["price_as_of"], newest)
    print("check ok", 8*rate)
except Exception as ex:
    print("CHECK FAILED:", repr(ex))
P
