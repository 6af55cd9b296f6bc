# what: quote for trn2.48xlarge (24 USD/h, dated 2026-11-20) on price_basis aws_capacity_block: the quote is used on every basis, so estimate --csv must show it as your quote with its date
# expect-rc: 0
# expect: your quote
# expect: 2026-11-20
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_basis: aws_capacity_block, price_overrides: {trn2.48xlarge: 24.0}, quote_date: 2026-11-20}' --csv e.csv || exit $?
echo "--- csv:"; grep '^trn2.48xlarge,' e.csv
grep '^trn2.48xlarge,' e.csv | grep -q 'your quote' || { echo "trn2.48xlarge is not priced at the quote"; exit 4; }
