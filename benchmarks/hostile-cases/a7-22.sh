# what: price_overrides whose key is a YAML complex key (a flow list, "? [trn2.48xlarge]" then ": 24") in the file: Python cannot hash it; refused naming the file, the line and price_overrides
# expect-rc: 1
# expect: s.yaml
# expect: line 2
# expect: price_overrides
printf 'price_overrides:\n  ? [trn2.48xlarge]\n  : 24\ncandidates: [trn2.48xlarge, p5.48xlarge]\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
