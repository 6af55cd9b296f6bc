# what: hand check of a quoted training run: Llama 3.1 70B (70.55e9 params), 2e10 tokens, 256 Trainium2 (667 TFLOPS dense BF16) at efficiency_overrides training_mfu 0.9, trn2.48xlarge quoted 24 USD/h: 6NT/(256 x 667e12 x 0.9) = 0.638 days; cost = 16 x 24 x 24 h x days
# expect-rc: 0
# expect: training ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p workload training -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}, efficiency_overrides: {trn2.48xlarge: {training_mfu: 0.9}}}' --csv e.csv | head -4 | cut -c1-150 || exit $?
"$PY" -c "
import csv, math
rows = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}
r = rows['trn2.48xlarge']
days = 6 * 70.55e9 * 2e10 / (256 * 667e12 * 0.9) / 86400
d = float(r['days'])
assert math.isclose(d, days, rel_tol=0.02), (d, days)
cost = float(r['cost_usd'])
assert math.isclose(cost, 16 * 24 * 24 * d, rel_tol=0.01), (cost, 16 * 24 * 24 * d)
print('training ok', round(d, 4), round(cost))"
