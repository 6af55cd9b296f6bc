# what: scenario title of 2,001 characters (one over the limit of one text value), given with -p
# expect-rc: 1
# expect: title
# expect: 2,000
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p title "$(printf 'T%.0s' $(seq 2001))"
