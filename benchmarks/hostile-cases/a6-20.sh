# what: tokens_per_day given with -p as the bare word NaN (text in YAML 1.1, which float() reads as nan)
# expect-rc: 1
# expect: tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p tokens_per_day NaN
