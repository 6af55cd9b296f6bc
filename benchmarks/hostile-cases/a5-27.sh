# what: efficiency_overrides value given as spreadsheet formula text ({trn2.48xlarge: {bandwidth_efficiency: "=1/0"}}) beside a quote
# expect-rc: 1
# expect: s.yaml
# expect: efficiency_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides:.*/price_overrides: {trn2.48xlarge: 24.0}/; s|^efficiency_overrides:.*|efficiency_overrides: {trn2.48xlarge: {bandwidth_efficiency: "=1/0"}}|' s.yaml
"$TR" estimate s.yaml
