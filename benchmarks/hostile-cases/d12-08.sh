# what: checks.yaml (folder copy): price-history's group widened with region ([entity_id, provider, pricing_model, offer_kind, per, region]: each region its own group, so a lone row is compared with nothing; the brief: group is the project's, and checks.yaml's why says regions are one group) while trn1.32xlarge's us-east-1 on-demand price (prices.csv line 56, 21.5) is slipped 10x to 215: rc 1 naming price-history (the edit refused, or line 56 caught)
# expect-rc: 1
# expect: price-history
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
PYEOF
}
cp -r "$PROJECT/data" d
sed -i 's/^  group: \[entity_id, provider, pricing_model, offer_kind, per\]$/  group: [entity_id, provider, pricing_model, offer_kind, per, region]/' d/checks.yaml
grep -n 'group:' d/checks.yaml
setcell d/prices.csv 56 usd_per_hour 215
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -15
exit ${PIPESTATUS[0]}
