# what: price_overrides built with a YAML merge key then the same key given explicitly ({<<: {trn2.48xlarge: 24}, trn2.48xlarge: 30}): YAML's rule is the explicit key wins, so trn2.48xlarge is priced at 30
# expect-rc: 0
# expect: merged ok 30.0
cp "$PROJECT/scenarios/default.yaml" s.yaml
printf 'scenario: s\ncandidates: [trn2.48xlarge, p5.48xlarge]\nprice_overrides:\n  <<: {trn2.48xlarge: 24}\n  trn2.48xlarge: 30\nquote_date: 2026-11-20\n' > s.yaml
"$TR" estimate s.yaml --csv e.csv || exit $?
"$PY" -c "
import csv
r = {x['candidate']: x for x in csv.DictReader(open('e.csv'))}['trn2.48xlarge']
assert r['offer_kind'] == 'your quote', r['offer_kind']
print('merged ok', float(r['unit_usd_per_hour']))"
