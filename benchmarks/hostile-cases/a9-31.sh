# what: efficiency_overrides bandwidth_efficiency 1.5 for trn1.32xlarge in the file (150% of the HBM peak: impossible on the roofline): refused naming efficiency_overrides, trn1.32xlarge and bandwidth_efficiency
# expect-rc: 1
# expect: efficiency_overrides
# expect: trn1.32xlarge
# expect: bandwidth_efficiency
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^efficiency_overrides: {}/efficiency_overrides: {trn1.32xlarge: {bandwidth_efficiency: 1.5}}/' s.yaml
timeout 55 "$TR" estimate s.yaml
