# what: a quote tagged as a boolean on the command line (-p price_overrides '{trn2.48xlarge: !!bool 1}'): '1' is no YAML boolean word
# expect-rc: 1
# expect: price_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5]}' -p price_overrides '{trn2.48xlarge: !!bool 1}'
