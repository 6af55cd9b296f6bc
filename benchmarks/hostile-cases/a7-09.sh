# what: hand check of FP8 training: with no FP8 training run for Trainium, trn2.48xlarge at precision fp8 gets the bf16-measured MFU (0.239) applied to its FP8 peak (2x bf16), halving its days, while p5.48xlarge's measured FP8 MFU (0.197) leaves it as fast as in bf16; the bf16-to-fp8 speed-up must be evidence-based or said (the MFU's source must say it is a bf16 figure on the fp8 peak)
# expect-rc: 0
# expect: fp8 ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
for p in bf16 fp8; do
  timeout 55 "$TR" estimate s.yaml -p workload training -p precision $p -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}}' --csv $p.csv >/dev/null || exit $?
done
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import csv
b = {x['candidate']: x for x in csv.DictReader(open('bf16.csv'))}
f = {x['candidate']: x for x in csv.DictReader(open('fp8.csv'))}
for c in b:
    print(c, 'bf16 days', round(float(b[c]['days']), 3), 'fp8 days', round(float(f[c]['days']), 3), 'fp8 mfu', f[c]['mfu'], '|', f[c]['mfu_source'][:90])
t = f['trn2.48xlarge']
speed = float(b['trn2.48xlarge']['days']) / float(t['days'])
said = 'bf16' in (t['mfu_source'] + t['mfu_evidence']).lower()
assert speed < 1.5 or said, 'trn2 fp8 %.2fx faster than bf16 on a bf16 MFU, unsaid' % speed
print('fp8 ok')"
