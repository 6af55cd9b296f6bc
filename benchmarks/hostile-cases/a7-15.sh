# what: quote written with an explicit float tag on a quoted text (price_overrides: {trn2.48xlarge: !!float "24"}): YAML makes it the number 24.0, a legal quote: used as your quote at 24 USD/h
# expect-rc: 0
# expect: your quote
# expect: tagged ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: {}.*/price_overrides: {trn2.48xlarge: !!float "24"}/; s/^candidates: .*/candidates: [trn2.48xlarge, p5.48xlarge]/' s.yaml
timeout 55 "$TR" estimate s.yaml --csv e.csv | cut -c1-150 || exit $?
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import csv
r = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}['trn2.48xlarge']
assert float(r['unit_usd_per_hour']) == 24.0, r['unit_usd_per_hour']
print('tagged ok')"
