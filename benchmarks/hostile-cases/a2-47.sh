# what: a quote in the scenario file (24) and another on the command line (-y trn2.48xlarge 30): the command line's is used, shown as your quote at 30 USD/h
# expect-rc: 0
# expect: your quote
# expect: quote used: 30
printf 'scenario: s\ncandidates: [trn2.48xlarge, p5]\nprice_overrides: {trn2.48xlarge: 24.0}\n' > s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: 30.0}}' --csv e.csv || exit $?
"$PY" -c "
import csv
r=[x for x in csv.DictReader(open('e.csv')) if x['candidate']=='trn2.48xlarge'][0]
print('quote used: %g' % float(r['usd_per_hour']), r['offer_kind'])"
