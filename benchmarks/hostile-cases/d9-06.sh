# what: checks.yaml (folder copy): price-history's group widened with as_of and note (every price its own group: nothing compared, the check switched off without being dropped) and the Lambda 8x H100 rate (prices.csv line 215) slipped 10x to 39.9 USD per GPU-hour (inside price-per-chip-hour's 0.05-100, so only the history check sees it); data/CHANGELOG.md: a folder may never loosen a check: refused, never OK
# expect-rc: 1
# expect: price-history
# expect-not: OK:
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
"$PY" - <<'P'
t = open('d/checks.yaml').read()
old = "  group: [entity_id, provider, pricing_model, offer_kind, per]\n  max_ratio: 6\n"
assert old in t
open('d/checks.yaml', 'w').write(t.replace(old, "  group: [entity_id, provider, pricing_model, offer_kind, per, as_of, note]\n  max_ratio: 6\n"))
P
setcell d/prices.csv 215 usd_per_hour 39.9
timeout 55 "$TR" validate d
