# what: horizon_months given with -p as an octal-looking 012 (YAML 1.1 would read 10)
# expect-rc: 1
# expect: horizon_months
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p horizon_months 012
