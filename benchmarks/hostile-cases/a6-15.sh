# what: papermill-style overrides given to estimate's -y ({overrides: {tokens_per_day: 2e9}}, as the README shows for papermill): refused naming 'overrides', not silently ignored
# expect-rc: 1
# expect: overrides
# expect: command line
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{overrides: {tokens_per_day: 2e9}}'
