# what: an efficiency override given as a YAML !!set ({p5.48xlarge: !!set {bandwidth_efficiency}}: a set, its value missing) with -y: refused naming efficiency_overrides and p5.48xlarge
# expect-rc: 1
# expect: efficiency_overrides
# expect: p5.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}, efficiency_overrides: {p5.48xlarge: !!set {bandwidth_efficiency}}}'
