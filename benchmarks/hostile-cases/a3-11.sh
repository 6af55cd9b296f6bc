# what: training scenario (pretrain-8b-15t) with a trn2.48xlarge quote dated 2026-11-20 on price_basis gpu_marketplace: the quote is used and shown as your quote with its date
# expect-rc: 0
# expect: your quote
# expect: 2026-11-20
cp "$PROJECT/scenarios/pretrain-8b-15t.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: 24}, quote_date: 2026-11-20, price_basis: gpu_marketplace}'
