# what: quote_date given with -y as an explicit !!timestamp tag on a word ({quote_date: !!timestamp soon}) beside a trn2.48xlarge quote
# expect-rc: 1
# expect: quote_date
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5], price_overrides: {trn2.48xlarge: 24}, quote_date: !!timestamp soon}'
