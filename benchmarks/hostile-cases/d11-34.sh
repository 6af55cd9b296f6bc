# what: two validate runs at once on one untouched data copy (a user's two terminals): both end OK with rc 0 and the copy is unchanged (validate writes nothing into the data folder)
# expect-rc: 0
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
before=$(cd d && find . -type f -exec sha256sum {} + | sort | sha256sum)
timeout 55 "$TR" validate d > a.txt 2>&1 & p1=$!
timeout 55 "$TR" validate d > b.txt 2>&1 & p2=$!
wait $p1; r1=$?; wait $p2; r2=$?
tail -1 a.txt | cut -c1-200; tail -1 b.txt | cut -c1-200
after=$(cd d && find . -type f -exec sha256sum {} + | sort | sha256sum)
if [ $r1 = 0 ] && [ $r2 = 0 ] && grep -q '^OK' a.txt && grep -q '^OK' b.txt && [ "$before" = "$after" ]; then echo "check ok"; else echo "CHECK FAILED: rc $r1 $r2 or data changed"; fi
