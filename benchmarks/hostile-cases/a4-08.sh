# what: quote for the 64-chip trn2-ultraserver of 24 USD/h: one 16-chip trn2.48xlarge's price given for the whole UltraServer
# expect-rc: 1
# expect: s.yaml
# expect: trn2-ultraserver
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates:.*/candidates: [trn2-ultraserver, p5]/; s/^price_overrides:.*/price_overrides: {trn2-ultraserver: 24}/' s.yaml
"$TR" estimate s.yaml
