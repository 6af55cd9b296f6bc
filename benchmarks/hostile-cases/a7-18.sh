# what: hand check of the 8-GPU Lambda candidate on gpu_cloud_list: Lambda's 3.99 USD per GPU-hour is for its 8x instance (min 8 GPUs); the bill must rent whole 8-GPU instances (a multiple of 8 GPUs at 3.99) or single GPUs at the 1x rate 4.29, and equal units x USD/h x 729.6
# expect-rc: 0
# expect: lambda bill ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:8@lambda", trn1.32xlarge], price_basis: gpu_cloud_list}' --csv e.csv >/dev/null || exit $?
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import csv, math
r = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}['h100-sxm:8@lambda']
u, h, k = float(r['units_rented']), float(r['unit_usd_per_hour']), r['rental_unit']
per_gpu = 3.99
gpus = h / per_gpu
print('rental unit', k, 'units', u, 'USD/h a unit', h, '-> GPUs rented', u * gpus, 'bill', r['monthly_bill_usd'])
assert math.isclose(float(r['monthly_bill_usd']), u * h * 729.6, rel_tol=1e-9)
assert (u * gpus) % 8 == 0, 'rented %g GPUs at the min-8-GPU rate' % (u * gpus)
print('lambda bill ok')"
