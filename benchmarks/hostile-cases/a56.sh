# what: quote for trn2.48xlarge with a quote_date but price_basis aws_commitment; the quote must show as 'your quote' with its date
# expect-rc: 0
# expect: your quote
# expect: 2026-11-20
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 24.0}\nquote_date: 2026-11-20\nprice_basis: aws_commitment\ncandidates: [trn2.48xlarge, p5]\n' > s.yaml
"$TR" estimate s.yaml
