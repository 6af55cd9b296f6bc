# what: a quote for "h100-sxm:8@aws" (55 USD/h) with that candidate listed: the candidate is refused (AWS rents H100s only in p5 instances); the refusal names candidates and p5.48xlarge, no estimate made from the quote
# expect-rc: 1
# expect: h100-sxm:8@aws
# expect: p5.48xlarge
# expect-not: your quote
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "h100-sxm:8@aws"], price_overrides: {"h100-sxm:8@aws": 55}}'
