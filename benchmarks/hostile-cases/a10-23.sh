# what: price_basis in capitals (-p price_basis AWS_ON_DEMAND): not one of the bases README lists (they are lower case); refused naming price_basis and the value
# expect-rc: 1
# expect: price_basis
# expect: AWS_ON_DEMAND
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_basis AWS_ON_DEMAND
