# what: quote for the one-GPU candidate "h100-sxm:1@lambda" of 4.29 USD/h, exactly Lambda's listed 1x H100 price (a per-chip figure IS the system's price for one chip): a legal quote, used and shown as your quote
# expect-rc: 0
# expect: your quote
# expect: quote ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:1@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, model: llama-3.1-8b, price_overrides: {"h100-sxm:1@lambda": 4.29}, quote_date: 2026-11-02}' --csv e.csv | cut -c1-170 || exit $?
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import csv, math
r = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}['h100-sxm:1@lambda']
assert float(r['unit_usd_per_hour']) == 4.29 and r['price_as_of'] == '2026-11-02', r
assert math.isclose(float(r['monthly_bill_usd']), float(r['units_rented']) * 4.29 * 729.6, rel_tol=1e-9)
print('quote ok')"
