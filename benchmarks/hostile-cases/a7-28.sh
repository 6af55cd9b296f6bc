# what: hand check of the fitted efficiency a quote and an override are held against: p5.48xlarge's serving fit gives bandwidth_efficiency 0.99999999 (100% of HBM peak; no serving stack streams weights at full peak bandwidth, published decode kernels reach ~70-90%); a fit pinned at its bound must be flagged, not shown as 'out-of-sample validated'
# expect-rc: 0
# expect: fit ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}}' --csv e.csv >/dev/null || exit $?
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import csv
r = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}['p5.48xlarge']
bw = float(r['bandwidth_efficiency'])
print('bandwidth_efficiency', bw, 'step_overhead_ms', r['step_overhead_ms'], '|', r['efficiency_source'][:120])
flagged = any(w in r['efficiency_source'].lower() for w in ('bound', 'limit', 'peak', 'capped', 'at 1'))
assert bw < 0.95 or flagged, 'fit at %.6f of peak bandwidth, unflagged' % bw
print('fit ok')"
