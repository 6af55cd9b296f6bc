# what: price_basis given with -p as the YAML 1.1 boolean word Off (read as false)
# expect-rc: 1
# expect: price_basis
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p price_basis Off
