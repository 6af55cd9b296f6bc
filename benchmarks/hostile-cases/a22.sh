# what: per-chip figure (3.0 USD/h) quoted for the whole 144-chip trn3-ultraserver-gen2
# expect-rc: 1
# expect: trn3-quote-serving.yaml
# expect: trn3-ultraserver-gen2
cp "$PROJECT/scenarios/examples/trn3-quote-serving.yaml" .
sed -i 's/trn3-ultraserver-gen2: 300.0/trn3-ultraserver-gen2: 3.0/' trn3-quote-serving.yaml
"$TR" estimate trn3-quote-serving.yaml
