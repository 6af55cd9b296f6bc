# what: hand check of the smallest legal volume: tokens_per_day 2560 (exactly one 2048+512 request a day) with trn2.48xlarge quoted 24: one system each; trn2's bill 1 x 24 x 729.6 = 17,510.4 USD a month, busy share tiny
# expect-rc: 0
# expect: one request ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}, tokens_per_day: 2560}' --csv e.csv | cut -c1-150 || exit $?
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import csv, math
r = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}
t = r['trn2.48xlarge']
assert float(t['units_rented']) == 1 and math.isclose(float(t['monthly_bill_usd']), 17510.4, rel_tol=1e-9), (t['units_rented'], t['monthly_bill_usd'])
assert float(t['busy_share']) < 0.01
assert math.isclose(float(t['usd_per_m_tokens_billed']), 17510.4 / (2560 * 30.4 / 1e6), rel_tol=1e-6), t['usd_per_m_tokens_billed']
print('one request ok')"
