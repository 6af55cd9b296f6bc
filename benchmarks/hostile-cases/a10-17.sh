# what: candidate "p5.48xlarge@lambda" (an AWS instance at a GPU cloud with no price row for it) with -p: pricing.py accepts 'entity@provider' (README/FIELDS do not list that form), so the right behaviour is a clear exclusion naming the candidate and the missing lambda price (never priced at some Lambda H100 rate), the rest estimated
# expect-rc: 0
# expect: excluded: p5.48xlarge@lambda
# expect: price from lambda
# expect: trn1.32xlarge
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p candidates '["p5.48xlarge@lambda", trn1]'
