# what: specs.csv: trn1.2xlarge's Vantage network_bandwidth (line 336, 12.5 Gbps, an instance's second source beside line 312's 25 Gbps) entered under Tbps (12,500 Gbps, inside network-bandwidth's 1,000,000 Gbps): only sources-agree sees it; of two rows both named: rc 1 naming specs.csv line 336 and line 312
# expect-rc: 1
# expect: specs.csv, line 336, field 'value'
# expect: specs.csv, line 312, field 'value'
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
setcell d/specs.csv 336 unit Tbps
timeout 55 "$TR" validate d
