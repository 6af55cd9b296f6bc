# what: price_basis given as a one-item list (-p price_basis '[gpu_cloud_list]'): FIELDS wants one basis name; refused naming price_basis
# expect-rc: 1
# expect: price_basis
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_basis '[gpu_cloud_list]'
