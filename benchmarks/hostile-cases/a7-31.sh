# what: build (--no-pdf) of small-volume with a quote by -p (price_overrides {trn2.48xlarge: 24}), its date by a YAML merge key in -y ({<<: {quote_date: 2026-11-20}}) and an efficiency by -y: the report's parameters must name exactly the command line's keys under from_command_line (quote_date, not '<<'), and the inference table must show the quote with its date
# expect-rc: 0
# expect: params ok
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --out out --figures fig -p price_overrides '{trn2.48xlarge: 24}' -y '{<<: {quote_date: 2026-11-20}}' -y '{efficiency_overrides: {trn2.48xlarge: {step_overhead_ms: 6}}}' 2>&1 | tail -3 || exit $?
"$PY" - <<'P'
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import re, glob, csv, html
t = open('out/small-volume/report.html', encoding='utf-8').read()
txt = html.unescape(re.sub(r'<[^>]+>', ' ', t))
m = re.search(r'from_command_line\s+([^\n]*?)\s{2,}', txt)
assert m, 'no from_command_line row'
keys = [k.strip() for k in m.group(1).split(',')]
print('from_command_line:', keys)
assert sorted(keys) == ['efficiency_overrides', 'price_overrides', 'quote_date'], keys
rows = [r for f in glob.glob('out/small-volume/data/04-table-*.csv') for r in csv.reader(open(f, encoding='utf-8')) if r and r[0] == 'trn2.48xlarge']
assert any('your quote' in r and '2026-11-20' in r for r in rows), rows[:3]
print('params ok')
P
