# what: quote keyed by the chip spec without a provider ("h100-sxm:8": 30) while the candidate is "h100-sxm:8@lambda", in the file: refused naming price_overrides and the key (it would price nothing)
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
# expect: h100-sxm:8
cp "$PROJECT/scenarios/default.yaml" s.yaml
cat >> s.yaml <<'Y'
price_overrides: {"h100-sxm:8": 30}
Y
sed -i '0,/^price_overrides: {}/{/^price_overrides: {}/d}' s.yaml
sed -i 's/^price_basis: auto/price_basis: gpu_cloud_list/' s.yaml
timeout 55 "$TR" estimate s.yaml
