# what: price_basis set to YAML null with -p (-p price_basis null, an unset variable in a script): not one of the bases the README lists (auto is the default, spelled auto); refused naming price_basis
# expect-rc: 1
# expect: price_basis
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_basis null
