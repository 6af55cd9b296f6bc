# what: validate on an untouched copy at a path with spaces and non-ASCII letters ('my dätä/data copy'; README: a link out of its folder is not followed, so the copy is a real folder): a correct result, rc 0 with the same counts as the project's data (549 prices, 175 sources), and nothing written into the copy
# expect-rc: 0
# expect: 549 prices
# expect: 175 sources
# expect: check ok
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
mkdir -p "my dätä" && mv d "my dätä/data copy"
before=$(cd "my dätä/data copy" && find . -type f -exec sha256sum {} + | sort | sha256sum)
timeout 55 "$TR" validate "my dätä/data copy" 2>&1 | cut -c1-300 | tail -5
rc=${PIPESTATUS[0]}
after=$(cd "my dätä/data copy" && find . -type f -exec sha256sum {} + | sort | sha256sum)
[ "$before" = "$after" ] && echo "check ok" || echo "CHECK FAILED: the data copy changed"
exit $rc
