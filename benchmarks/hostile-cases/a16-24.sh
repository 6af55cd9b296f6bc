# what: hand check of the newest-date rule at Lambda B200 (data/README prices.csv: an estimate takes the newest date, then cheapest): "b200:8@lambda" on gpu_cloud_list: the 1x rate 6.99 (2026-09-25, min_chips empty) is newer than the 8x rate 6.69 (2026-09-20, min 8): USD/h must be 8 x 6.99 = 55.92, dated 2026-09-25, computed here from prices.csv
# expect-rc: 0
# expect: check ok
E='{"b200:8@lambda": {bandwidth_efficiency: 0.7, step_overhead_ms: 5, prefill_mfu: 0.4}}'
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p candidates '["b200:8@lambda"]' -p price_basis gpu_cloud_list -p model llama-3.1-8b -p tokens_per_day 1e8 -p efficiency_overrides "$E" --csv e.csv
"$PY" - "$PROJECT/data/prices.csv" <<'P'
import csv,sys
try:
    rows=[r for r in csv.DictReader(open(sys.argv[1])) if r["entity_id"]=="b200" and r["provider"]=="lambda" and r["offer_kind"]=="neocloud_list" and r["as_of"]]
    ok=[r for r in rows if not r["min_chips"] or 8%int(r["min_chips"])==0]
    newest=max(r["as_of"] for r in ok)
    rate=min(float(r["usd_per_hour"]) for r in ok if r["as_of"]==newest)
    e=[x for x in csv.DictReader(open("e.csv")) if x["candidate"]=="b200:8@lambda"][0]
    assert abs(float(e["usd_per_hour"])-8*rate)<1e-6, (e["usd_per_hour"], 8*rate)
    assert e["price_as_of"]==newest, (e["price_as_of"], newest)
    print("check ok", 8*rate)
except Exception as ex:
    print("CHECK FAILED:", repr(ex))
P
