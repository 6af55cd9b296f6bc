# what: quote keyed in upper case (TRN2.48XLARGE: 24) while candidates name trn2 (the quote would silently do nothing)
# expect-rc: 1
# expect: price_overrides
# expect: TRN2.48XLARGE
printf 'scenario: s\nprice_overrides: {TRN2.48XLARGE: 24.0}\n' > s.yaml
"$TR" estimate s.yaml
