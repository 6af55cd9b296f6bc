# what: quote_date given (2026-11-20) with no quote at all (price_overrides empty), with -y: a date that dates nothing, as odd as an override for a system not priced; a warning or refusal naming quote_date is expected
# expect-rc: 0
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
out=$(timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5.48xlarge], quote_date: 2026-11-20}' 2>&1); rc=$?
echo "$out" | cut -c1-200
[ $rc -le 1 ] || exit $rc
