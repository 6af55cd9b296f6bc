# what: a quote given as a YAML boolean (price_overrides: {trn2.48xlarge: yes}; YAML 1.1 reads true, and Python's True == 1) in the file: not a price; refused naming the file, price_overrides and trn2.48xlarge (never billed at 1 USD/h)
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: yes}\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
