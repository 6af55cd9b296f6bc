# what: scenario: a quote keyed by the GPU-cloud candidate itself ({"h100-sxm:8@lambda": 20}): used and shown as your quote, or refused naming price_overrides
# expect-rc: 0
# expect: lambda
# expect: quote
printf 'candidates: [trn2, "h100-sxm:8@lambda"]\nprice_overrides: {"h100-sxm:8@lambda": 20}\n' > s.yaml
"$TR" estimate s.yaml
