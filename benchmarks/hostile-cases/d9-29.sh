# what: checks.yaml (folder copy): price-per-chip-across-sizes' group widened with entity_id (each size then its own family: nothing compared) and trn2.3xlarge's chips (entities.csv line 30) slipped 1 to 8, a slip only that check sees (with the project's checks.yaml validate names prices.csv line 209 and entities.csv line 30's chips); data/CHANGELOG.md: a folder's checks.yaml may never loosen a project check: refused, never OK
# expect-rc: 1
# expect: price-per-chip-across-sizes
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
old = "  kind: family\n  group: [provider, pricing_model, offer_kind]\n"
assert old in t
open('d/checks.yaml', 'w').write(t.replace(old, "  kind: family\n  group: [provider, pricing_model, offer_kind, entity_id]\n"))
P
setcell d/entities.csv 30 chips 8
timeout 55 "$TR" validate d
