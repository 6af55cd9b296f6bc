# what: quote keyed "h100-sxm:4@lambda" while the candidates hold h100-sxm:8@lambda (a near-miss; would silently do nothing)
# expect-rc: 1
# expect: price_overrides
# expect: h100-sxm:4@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {"h100-sxm:4@lambda": 12}}'
