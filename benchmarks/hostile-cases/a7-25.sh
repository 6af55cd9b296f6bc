# what: hand check of a plausible quote for the whole 64-chip trn2-ultraserver (143.04 USD/h = 64 x 2.235, the listed per-chip Capacity Block rate): used as your quote; bill = units x 143.04 x 729.6, busy <= utilisation mode 0.6
# expect-rc: 0
# expect: your quote
# expect: ultraserver ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2-ultraserver, p5.48xlarge], price_overrides: {trn2-ultraserver: 143.04}, quote_date: 2026-11-30}' --csv e.csv | cut -c1-150 || exit $?
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import csv, math
r = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}['trn2-ultraserver']
u = float(r['units_rented'])
assert float(r['unit_usd_per_hour']) == 143.04 and r['price_as_of'] == '2026-11-30', r
assert math.isclose(float(r['monthly_bill_usd']), u * 143.04 * 729.6, rel_tol=1e-9)
assert float(r['busy_share']) <= 0.6 + 1e-9
print('ultraserver ok', u, r['monthly_bill_usd'])"
