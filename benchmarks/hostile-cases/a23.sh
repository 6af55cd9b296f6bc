# what: quote given as text with a unit ("24 USD/h")
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: "24 USD/h"}\n' > s.yaml
"$TR" estimate s.yaml
