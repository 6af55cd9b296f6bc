# what: sources.csv: glennklockwood-h100's url (line 38) re-pointed at 'https://0177.0.0.1/garden/processors/h100' (127.0.0.1 in octal, as a browser reads it; data/README: a URL on an IP address, also written as 0x7f000001 or 2130706433, is warned of): validate passes (a warning) and names sources.csv, line 38 and url
# expect-rc: 0
# expect: sources.csv
# expect: 38
# expect: url
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline="", encoding="utf-8").read().split("\n")
hdr = next(csv.reader([raw[0].lstrip("\ufeff")]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator="").writerow(row)
raw[line - 1] = b.getvalue()
open(path, "w", newline="", encoding="utf-8").write("\n".join(raw))
PYEOF
}
cp -r "$PROJECT/data" d
setcell d/sources.csv 38 url 'https://0177.0.0.1/garden/processors/h100'
timeout 55 "$TR" validate d
