# what: a YAML anchor defined in -y and its alias used in a later -p (-y '{price_overrides: &q {trn2.48xlarge: 24}}' -p efficiency_overrides '*q'): each argument is its own document, so refused naming the -p argument
# expect-rc: 1
# expect: efficiency_overrides
# expect: alias
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: &q {trn2.48xlarge: 24}}' -p efficiency_overrides '*q'
