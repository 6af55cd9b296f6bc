# what: quote for p5en.48xlarge of 6330 (its 63.30 USD/h written in cents), given with -p price_overrides on estimate --csv
# expect-rc: 1
# expect: price_overrides
# expect: p5en.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p price_overrides '{p5en.48xlarge: 6330}' --csv e.csv
rc=$?
[ -e e.csv ] && echo "e.csv written despite the refusal"
exit $rc
