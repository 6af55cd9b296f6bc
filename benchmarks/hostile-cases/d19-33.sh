# what: correct result: measurements.csv header field note written with a trailing space (note , a spreadsheet export; the loader strips header cells): either refused naming measurements.csv and note, or read as note with every run's note kept; this case checks the latter (validate OK and the loaded notes equal the original file's)
# expect-rc: 0
# expect: OK:
# expect: check ok
# expect-not: CHECK FAILED
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
sed -i "1s/,note\$/,note /" d/measurements.csv; head -1 d/measurements.csv | cat -A | tail -c 20
timeout 55 "$TR" validate d
"$PY" - <<'E2'
import csv, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
from trainium_report import dataset
ds = dataset.load("d")
orig = [r["note"] for r in csv.DictReader(open(sys.argv[0] if False else __import__("os").environ["PROJECT"] + "/data/measurements.csv", encoding="utf-8"))]
got = [("" if str(x) == "nan" else str(x)) for x in ds.measurements["note"]]
print("check ok" if got == orig else "CHECK FAILED: notes differ: %d of %d" % (sum(a != b for a, b in zip(got, orig)), len(orig)))
E2
