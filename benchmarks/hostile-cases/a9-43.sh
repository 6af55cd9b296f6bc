# what: a quote for "h100-sxm:8@nebius" of 3.85 USD/h (exactly Nebius's listed per-GPU-hour price, given for the whole 8-GPU system) on gpu_cloud_list: README, a quote within 2% of a per-chip price listed for that system is refused as a per-GPU slip; refused naming price_overrides and h100-sxm:8@nebius
# expect-rc: 1
# expect: price_overrides
# expect: h100-sxm:8@nebius
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "h100-sxm:8@nebius"], price_basis: gpu_cloud_list, price_overrides: {"h100-sxm:8@nebius": 3.85}}'
