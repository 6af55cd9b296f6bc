# what: hand check of blocks of 8 (data/README min_chips): "a100-80gb:16@lambda" on gpu_cloud_list serving Llama 3.1 8B at 1e8 tokens/day; Lambda's only A100 rows are 8x rates 2.79 (min_chips 8): USD/h 16 x 2.79 = 44.64 and the monthly bill a whole number of 8-chip blocks at 8 x 2.79 per hour (730 or 729.6 hours a month)
# expect-rc: 0
# expect: check ok
E='{"a100-80gb:16@lambda": {bandwidth_efficiency: 0.7, step_overhead_ms: 5, prefill_mfu: 0.4}}'
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p candidates '["a100-80gb:16@lambda"]' -p price_basis gpu_cloud_list -p model llama-3.1-8b -p tokens_per_day 1e8 -p efficiency_overrides "$E" --csv e.csv
"$PY" - "$PROJECT/data/prices.csv" <<'P'
import csv,sys
try:
    rows=[r for r in csv.DictReader(open(sys.argv[1])) if r["entity_id"]=="a100-80gb" and r["provider"]=="lambda" and r["offer_kind"]=="neocloud_list" and r["as_of"]]
    ok=[r for r in rows if not r["min_chips"] or 16%int(r["min_chips"])==0]
    newest=max(r["as_of"] for r in ok)
    cand=[r for r in ok if r["as_of"]==newest]
    rate=min(float(r["usd_per_hour"]) for r in cand)
    block=max(int(r["min_chips"] or 1) for r in cand if float(r["usd_per_hour"])==rate)
    e=[x for x in csv.DictReader(open("e.csv")) if x["candidate"]=="a100-80gb:16@lambda"][0]
    assert abs(float(e["usd_per_hour"])-16*rate)<1e-6, (e["usd_per_hour"], 16*rate)
    bill=float(e["monthly_bill_usd"])
    good=False
    for h in (730.0, 729.6):
        k=bill/(block*rate*h)
        if k>=1-1e-9 and abs(k-round(k))<1e-6: good=True
    assert good, ("bill not whole blocks of", block, bill)
    print("check ok", rate, block, bill)
except Exception as ex:
    print("CHECK FAILED:", repr(ex))
P
