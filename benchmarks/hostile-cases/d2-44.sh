# what: scenario: price_range with a pricing model misspelt 'on_demnad' (so the on-demand range silently keeps its default)
# expect-rc: 1
# expect: s.yaml
# expect: on_demnad
printf 'price_range: {on_demnad: {low: 0.5, high: 1.5}}\n' > s.yaml
"$TR" estimate s.yaml
