# what: scenario: price_basis 'cheapest' (not a price basis)
# expect-rc: 1
# expect: s.yaml
# expect: price_basis
printf 'price_basis: cheapest\n' > s.yaml
"$TR" estimate s.yaml
