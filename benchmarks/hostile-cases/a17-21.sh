# what: a quote keyed by YAML 1.1's boolean word (-y '{price_overrides: {yes: 24}}': PyYAML reads the key as True): refused naming price_overrides (no candidate is called True/yes)
# expect-rc: 1
# expect: price_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_overrides: {yes: 24}}'
