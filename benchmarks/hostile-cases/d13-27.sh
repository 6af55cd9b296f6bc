# what: three kinds at once: claims.csv line 2's claimed written 'abc' (a table problem), inf1.xlarge's us-east-1 reserved price (prices.csv line 3, 0.144) raised to 0.3 (above its on-demand 0.228: reserved-not-above-on-demand, a warning) and trainium2's Tom's Hardware fp8 compute (specs.csv line 87) slipped 10x to 13 PFLOPS (sources-agree, an error): brief: validate beside a table's problem runs the checks on the other rows and lists their warnings too: one run names all three
# expect-rc: 1
# expect: claims.csv, line 2, field 'claimed'
# expect: prices.csv, line 3
# expect: reserved-not-above-on-demand
# expect: specs.csv, line 87, field 'value'
# expect: sources-agree
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
setcell d/claims.csv 2 claimed abc
setcell d/prices.csv 3 usd_per_hour 0.3
setcell d/specs.csv 87 value 13
timeout 55 "$TR" validate d
