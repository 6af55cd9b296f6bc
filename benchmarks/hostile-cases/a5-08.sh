# what: quote for a GPU cloud candidate at another provider, "h100-sxm:8@runpod", of 18.0 USD/h dated 2026-11-01 on basis gpu_cloud_list: a plausible quote; estimate --csv must use it and mark it as your quote (quote, 2026-11-01)
# expect-rc: 0
# expect: 2026-11-01
# expect: quote
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_basis: gpu_cloud_list, price_overrides: {"h100-sxm:8@runpod": 18.0}, quote_date: 2026-11-01}' --csv e.csv || exit $?
echo "--- csv:"; grep -i 'runpod' e.csv
grep -i 'runpod' e.csv | grep -q '2026-11-01' || { echo "the CSV row of h100-sxm:8@runpod does not carry the quote date"; exit 4; }
