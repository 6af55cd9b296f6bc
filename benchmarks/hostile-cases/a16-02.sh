# what: a quote dated in the future (-p quote_date 2099-01-01 beside a trn2.48xlarge quote of 24): issue 22 item 9, dates after today are refused (it would never age); refused naming quote_date
# expect-rc: nonzero
# expect: quote_date
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{price_overrides: {trn2.48xlarge: 24}, quote_date: 2099-01-01}'
