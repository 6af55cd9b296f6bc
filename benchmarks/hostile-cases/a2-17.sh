# what: a quote for the 8-GPU h100-sxm:8@runpod candidate of 0.40 USD/h (under a per-GPU hour anywhere) on basis gpu_marketplace
# expect-rc: 1
# expect: price_overrides
# expect: h100-sxm:8@runpod
printf 'scenario: s\nprice_basis: gpu_marketplace\nprice_overrides: {"h100-sxm:8@runpod": 0.40}\n' > s.yaml
"$TR" estimate s.yaml
