# what: an efficiency override on the GPU-cloud candidate only ("h100-sxm:8@lambda": bandwidth_efficiency 0.5): p5.48xlarge (same chip, at AWS) must keep its fitted efficiency; the override applies to the lambda row alone
# expect-rc: 0
# expect: override scoped ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: ["h100-sxm:8@lambda", p5.48xlarge], price_overrides: {"h100-sxm:8@lambda": 20}, quote_date: 2026-11-20}' --csv base.csv >/dev/null || exit $?
"$TR" estimate s.yaml -y '{candidates: ["h100-sxm:8@lambda", p5.48xlarge], price_overrides: {"h100-sxm:8@lambda": 20}, quote_date: 2026-11-20, efficiency_overrides: {"h100-sxm:8@lambda": {bandwidth_efficiency: 0.5}}}' --csv e.csv >/dev/null || exit $?
"$PY" -c "
import csv
a = {x['candidate']: x for x in csv.DictReader(open('base.csv'))}
b = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}
assert float(b['h100-sxm:8@lambda']['bandwidth_efficiency']) == 0.5
assert a['p5.48xlarge'] == b['p5.48xlarge'], 'p5.48xlarge changed'
print('override scoped ok')"
