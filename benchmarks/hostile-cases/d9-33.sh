# what: checks.yaml (folder copy): price-history's group widened with as_of and note (each price its own group) and Lambda's 1x H100 rate (prices.csv line 214, 4.29) slipped 10x under to 0.429 (inside price-per-chip-hour's 0.05-100, so only the history check sees it), then estimate with candidates [trn2, h100-sxm:8@lambda] on gpu_cloud_list with data_dir on the copy: the estimate runs the checks (a slip must be named with its file, line and field; a folder may never loosen a check, data/CHANGELOG.md): refused naming prices.csv line 214 or checks.yaml, never an H100 bill of 8 x 0.429 = 3.43 USD/h
# expect-rc: nonzero
# expect: price-history
# expect-not: 3.43
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
sed -n 214p d/prices.csv | cut -c1-80
setcell d/prices.csv 214 usd_per_hour 0.429
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d" -y '{candidates: [trn2, "h100-sxm:8@lambda"], price_basis: gpu_cloud_list}' --csv out.csv; rc=$?
[ -f out.csv ] && grep -o '^h100-sxm:8@lambda,[^,]*,[^,]*,[^,]*' out.csv
exit $rc
