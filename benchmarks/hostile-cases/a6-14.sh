# what: a quote dated exactly price_max_age_days (10) days before today: on the boundary, still current, so it is used as your quote
# expect-rc: 0
# expect: your quote
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
D=$(date -u -d '-10 days' +%F)
"$TR" estimate s.yaml -y "{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}, quote_date: $D, price_max_age_days: 10}" | cut -c1-160
