# what: a full scenario file that also carries papermill's `overrides:` wrapper (overrides: {tokens_per_day: 3.0e+9}) at the top level: refused naming the file and 'overrides', never silently ignored
# expect-rc: 1
# expect: s.yaml
# expect: overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
printf 'overrides:\n  tokens_per_day: 3.0e+9\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
