# what: candidate written with a zero-padded chip count ("h100-sxm:0008@lambda") while the quote is keyed "h100-sxm:8@lambda": the quote must be applied or refused, never silently dropped
# expect-rc: 1
# expect: price_overrides
# expect: h100-sxm:8@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: ["h100-sxm:0008@lambda", p5.48xlarge], price_overrides: {"h100-sxm:8@lambda": 20}}'
