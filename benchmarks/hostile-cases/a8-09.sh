# what: price_basis given in upper case (-p price_basis GPU_CLOUD_LIST): not one of auto or the bases the README lists; refused naming price_basis and the value
# expect-rc: 1
# expect: price_basis
# expect: GPU_CLOUD_LIST
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_basis GPU_CLOUD_LIST
