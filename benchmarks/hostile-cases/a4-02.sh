# what: quote for "h100-sxm:8@lambda" of 17461.6 USD/h (its 23.92 USD/h times 730 h: a monthly figure) on basis gpu_cloud_list, in the file
# expect-rc: 1
# expect: s.yaml
# expect: h100-sxm:8@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_basis:.*/price_basis: gpu_cloud_list/; s/^price_overrides:.*/price_overrides: {"h100-sxm:8@lambda": 17461.6}/' s.yaml
"$TR" estimate s.yaml
