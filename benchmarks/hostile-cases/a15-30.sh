# what: price_basis given as a one-element list (-p price_basis '[gpu_cloud_list]') where one name is due: refused naming price_basis
# expect-rc: 1
# expect: price_basis
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_basis '[gpu_cloud_list]'
