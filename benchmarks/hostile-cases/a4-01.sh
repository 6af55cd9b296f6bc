# what: quote for trn1.32xlarge (16 chips) of 1.34375 USD/h: its own listed per-chip rate (21.50/16) given as the whole instance's price
# expect-rc: 1
# expect: s.yaml
# expect: trn1.32xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates:.*/candidates: [trn1.32xlarge, p5.48xlarge]/; s/^price_overrides:.*/price_overrides: {trn1.32xlarge: 1.34375}/' s.yaml
"$TR" estimate s.yaml
