# what: -y in block style indented with a TAB (price_overrides:\n<TAB>trn2.48xlarge: 24): YAML forbids tabs for indentation; refused naming -y (never a traceback)
# expect-rc: 1
# expect: -y
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y "$(printf 'price_overrides:\n\ttrn2.48xlarge: 24\n')"
