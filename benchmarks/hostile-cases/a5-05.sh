# what: quote_date given as the text "today" (a word, not a date) beside a trn2.48xlarge quote
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides:.*/price_overrides: {trn2.48xlarge: 24.0}/; s/^quote_date:.*/quote_date: today/' s.yaml
"$TR" estimate s.yaml
