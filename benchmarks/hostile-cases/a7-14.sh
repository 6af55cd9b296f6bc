# what: efficiency_overrides built with a YAML anchor and merge key (p5.48xlarge: &e {bandwidth_efficiency: 0.8, step_overhead_ms: 3}, trn1.32xlarge: {<<: *e, bandwidth_efficiency: 0.5}): a correct result, p5 at 0.8/3 ms and trn1 at 0.5/3 ms in the CSV
# expect-rc: 0
# expect: merge ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
cat > s2.yaml <<'Y'
candidates: [trn1.32xlarge, p5.48xlarge]
efficiency_overrides:
  p5.48xlarge: &e {bandwidth_efficiency: 0.8, step_overhead_ms: 3}
  trn1.32xlarge:
    <<: *e
    bandwidth_efficiency: 0.5
Y
timeout 55 "$TR" estimate s2.yaml --csv e.csv | cut -c1-150 || exit $?
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import csv
r = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}
p, t = r['p5.48xlarge'], r['trn1.32xlarge']
got = [float(p['bandwidth_efficiency']), float(p['step_overhead_ms']), float(t['bandwidth_efficiency']), float(t['step_overhead_ms'])]
print(got)
assert got == [0.8, 3.0, 0.5, 3.0], got
print('merge ok')"
