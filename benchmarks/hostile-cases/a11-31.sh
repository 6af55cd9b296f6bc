# what: latency target no system can meet (-p min_tokens_per_s_per_user 1e6: a million generated tokens/s per user): every candidate misses it; refused or every candidate excluded naming min_tokens_per_s_per_user (or the target), nonzero exit when nothing is left
# expect-rc: nonzero
# expect: min_tokens_per_s_per_user
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p min_tokens_per_s_per_user 1e6 -p candidates "[trn1.32xlarge, p5.48xlarge]" -p price_basis aws_on_demand
