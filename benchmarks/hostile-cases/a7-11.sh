# what: latency target almost nil (min_tokens_per_s_per_user 1e-6): a correct result batches up to memory (batch <= max_batch_memory), each row's tok/s/user >= the target and its bill units x USD/h x 729.6
# expect-rc: 0
# expect: latency ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}, min_tokens_per_s_per_user: 1.0e-6}' --csv e.csv >/dev/null || exit $?
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import csv, math
rows = list(csv.DictReader(open('e.csv')))
assert len(rows) == 2, rows
for r in rows:
    b, m = int(float(r['batch'])), int(float(r['max_batch_memory']))
    print(r['candidate'], 'batch', b, 'memory max', m, 'tok/s/user', r['tokens_per_s_user'])
    assert 1 <= b <= m and float(r['tokens_per_s_user']) >= 1e-6
    assert math.isclose(float(r['monthly_bill_usd']), float(r['units_rented']) * float(r['unit_usd_per_hour']) * 729.6, rel_tol=1e-9)
print('latency ok')"
