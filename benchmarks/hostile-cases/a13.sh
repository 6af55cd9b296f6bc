# what: quote of exactly 0 USD/h for trn2.48xlarge given with -y on the command line
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
"$TR" estimate "$PROJECT/scenarios/examples/quote-wins-serving.yaml" -y '{price_overrides: {trn2.48xlarge: 0}}'
