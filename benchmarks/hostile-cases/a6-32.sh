# what: regions given with -p as a mapping ({us-east-1: true}) instead of a list
# expect-rc: 1
# expect: regions
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p regions '{us-east-1: true}'
