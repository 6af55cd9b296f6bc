# what: two -p price_overrides mappings on estimate (trn2.48xlarge 24, then p5.48xlarge 50) merge: both used as your quotes, p5.48xlarge's bill 2 x 50 x 729.6 = 72,960
# expect-rc: 0
# expect: merge ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5.48xlarge], quote_date: 2026-11-20}' -p price_overrides '{trn2.48xlarge: 24}' -p price_overrides '{p5.48xlarge: 50}' --csv e.csv >/dev/null || exit $?
"$PY" -c "
import csv, math
rows = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}
assert rows['trn2.48xlarge']['offer_kind'] == rows['p5.48xlarge']['offer_kind'] == 'your quote'
assert float(rows['p5.48xlarge']['unit_usd_per_hour']) == 50
b = float(rows['p5.48xlarge']['monthly_bill_usd']); u = float(rows['p5.48xlarge']['units_rented'])
assert math.isclose(b, u * 50 * 729.6, rel_tol=1e-6), b
print('merge ok')"
