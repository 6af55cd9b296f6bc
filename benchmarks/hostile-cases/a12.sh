# what: quote for "h100-sxm:8@lambda" of 3.99 USD/h: Lambda's listed per-GPU price given as the 8-GPU candidate's hourly price
# expect-rc: 1
# expect: price_overrides
# expect: h100-sxm:8@lambda
printf 'scenario: s\nprice_overrides: {"h100-sxm:8@lambda": 3.99}\n' > s.yaml
"$TR" estimate s.yaml
