# what: hand check of a quoted bill: trn2.48xlarge quoted 24 USD/h (dated 2026-11-20): monthly bill = units x 24 x 729.6 h (30.4 days), billed USD/1M = bill / (1e9 x 30.4 / 1e6), busy = fluid systems / units <= utilisation mode 0.6
# expect-rc: 0
# expect: arithmetic ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}, quote_date: 2026-11-20}' --csv e.csv || exit $?
"$PY" -c "
import csv, math
for r in csv.DictReader(open('e.csv')):
    u, h, bill = float(r['units_rented']), float(r['unit_usd_per_hour']), float(r['monthly_bill_usd'])
    assert math.isclose(bill, u * h * 24 * 30.4, rel_tol=1e-6), (r['candidate'], bill, u * h * 729.6)
    assert math.isclose(float(r['usd_per_m_tokens_billed']), bill / (1e9 * 30.4 / 1e6), rel_tol=1e-6)
    assert math.isclose(float(r['busy_share']), float(r['fluid_systems']) / u, rel_tol=1e-6)
    assert float(r['busy_share']) <= 0.6 + 1e-9
    if r['candidate'] == 'trn2.48xlarge':
        assert h == 24 and r['price_as_of'] == '2026-11-20', (h, r['price_as_of'])
print('arithmetic ok')"
