# what: an AWS family at a GPU cloud ("inf2@lambda", -p): Lambda rents no inf2 (no price rows); refused or excluded naming inf2@lambda, never a priced row from AWS's prices
# expect-rc: nonzero
# expect: inf2@lambda
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p candidates '["inf2@lambda"]'
