# what: a quote keyed "h100-sxm:8" (no provider) while two candidates could be meant ("h100-sxm:8@lambda" and "h100-sxm:8@runpod"), in the file: ambiguous; refused naming the file, price_overrides and both ways to key it (new since round 63: a quote keyed without its candidate's provider says how to key it)
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
# expect: h100-sxm:8@lambda
# expect: h100-sxm:8@runpod
grep -v -E '^(candidates|price_basis|price_overrides|quote_date):' "$PROJECT/scenarios/default.yaml" > s.yaml
cat >> s.yaml <<'Y'
candidates: [trn1.32xlarge, "h100-sxm:8@lambda", "h100-sxm:8@runpod"]
price_basis: gpu_cloud_list
price_overrides:
  "h100-sxm:8": 30.0
quote_date: 2026-11-20
Y
timeout 55 "$TR" estimate s.yaml
