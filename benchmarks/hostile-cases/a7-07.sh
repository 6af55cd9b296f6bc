# what: candidates given as a mapping of names to counts ({trn2.48xlarge: 2, p5.48xlarge: 1}) with -y on estimate: refused naming candidates
# expect-rc: 1
# expect: candidates
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: {trn2.48xlarge: 2, p5.48xlarge: 1}, price_overrides: {trn2.48xlarge: 24}}'
