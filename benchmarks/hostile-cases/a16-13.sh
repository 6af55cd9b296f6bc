# what: regions [me-central-1] only (a real AWS region with no price row in the dataset) for p5.48xlarge on aws_on_demand with -p: no AWS price can be used; refused or "no candidate" naming regions (issue 22 item 6)
# expect-rc: nonzero
# expect: regions
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p regions '[me-central-1]' -p candidates '[p5.48xlarge]' -p price_basis aws_on_demand
