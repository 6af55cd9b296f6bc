# what: candidate h100-sxm:1@lambda (one GPU) on basis gpu_cloud_list: the data lists Lambda's 1x H100 at 4.29 USD/h and 3.99 only as the per-GPU rate of its 8x instance ("min 8 GPUs", same date): one GPU must be priced at 4.29, not the 8-GPU-minimum rate
# expect-rc: 0
# expect: one-gpu price ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:1@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, model: llama-3.1-8b}' --csv e.csv | cut -c1-160 || exit $?
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import csv
r = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}['h100-sxm:1@lambda']
h = float(r['unit_usd_per_hour']); print('unit_usd_per_hour', h, r['rental_unit'], r['units_rented'])
assert abs(h - 4.29) < 1e-6, 'one H100 priced at the 8x instance per-GPU rate (min 8 GPUs): %s' % h
print('one-gpu price ok')"
