# what: prices.csv: a new row pricing trn1-ultracluster (a cluster: no fixed chip count, entities.csv chips empty) per system at 1000 USD/h cited to vantage-trn1-9aa17db: data/README: per follows the kind (system for an instance's or UltraServer's row), a cluster has no chips to divide by (price-per-chip-hour would read NaN): refused naming prices.csv and trn1-ultracluster, no traceback
# expect-rc: 1
# expect: prices.csv
# expect: trn1-ultracluster
cp -r "$PROJECT/data" d
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
printf '\ntrn1-ultracluster,aws,us-east-1,on_demand,hyperscaler_list,system,1000,2025-12-21,vantage-trn1-9aa17db,a cluster priced whole,' >> d/prices.csv
sed -i -e '/^$/d' d/prices.csv
timeout 55 "$TR" validate d
