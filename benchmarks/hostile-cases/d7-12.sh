# what: prices.csv: a legal newer Lambda H100 list price appended (h100-sxm, lambda, on_demand, neocloud_list, per chip, 2.49 USD/h, as_of 2026-11-30 = its source api-evangelist-lambda-plans' accessed day): on basis gpu_cloud_list the h100-sxm:8@lambda option must cost 8 x 2.49 = 19.92 USD/h and its monthly bill scale by 2.49/3.99
# expect-rc: 0
# (updated: prices.csv has had an 11th column, min_chips, since the case was written; the row gives 8, as the other
# 8-GPU Lambda rows do, so the row is legal again)
# expect: RIGHT
cp -r "$PROJECT/data" d
printf '%s\n' 'h100-sxm,lambda,,on_demand,neocloud_list,chip,2.49,2026-11-30,api-evangelist-lambda-plans,Lambda 8x H100 SXM per GPU per hour after a price cut,8' >> d/prices.csv
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_basis gpu_cloud_list --csv a.csv > /dev/null || exit 3
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_basis gpu_cloud_list -p data_dir "$W/d" --csv b.csv | head -5 || exit 4
"$PY" - <<'PY'
import pandas as pd
a = pd.read_csv('a.csv').set_index('candidate').loc['h100-sxm:8@lambda']
b = pd.read_csv('b.csv').set_index('candidate').loc['h100-sxm:8@lambda']
print('before', a.usd_per_hour, a.monthly_bill_usd, a.units_rented, a.unit_usd_per_hour)
print('after ', b.usd_per_hour, b.monthly_bill_usd, b.units_rented, b.unit_usd_per_hour, b.price_as_of)
ok = abs(b.usd_per_hour - 19.92) < 1e-6 and abs(b.monthly_bill_usd / a.monthly_bill_usd - 2.49 / 3.99) < 1e-6
print('RIGHT' if ok else 'WRONG')
PY
