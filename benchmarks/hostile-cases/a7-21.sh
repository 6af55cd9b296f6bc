# what: efficiency_overrides with an empty mapping for a candidate ({p5.48xlarge: {}}: an override that overrides nothing) with -y: a warning or refusal naming efficiency_overrides is expected (the project refuses other overrides nothing would read)
# expect-rc: 0
# expect: efficiency_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
out=$(timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}, efficiency_overrides: {p5.48xlarge: {}}}' 2>&1); rc=$?
echo "$out" | cut -c1-200
[ $rc -le 1 ] || exit $rc
