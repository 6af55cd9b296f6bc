# what: checks.yaml (folder copy): the check's id renamed 'Ultraserver-Network-Bandwidth' (capitals: a check the project does not have) with min 100 (a looser copy under another id) while trn3-ultraserver-gen2's network (specs.csv line 428) is slipped to 288 Gbps: the project's check still holds (or the unknown id is refused naming checks.yaml): rc 1 naming the check
# expect-rc: 1
# expect: named ok
# expect-not: CHECK FAILED
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
"$PY" - <<'PY'
t = open("d/checks.yaml").read()
i = t.index("id: ultraserver-network-bandwidth"); j = t.index("min: 1000", i)
t = t[:j] + "min: 100" + t[j + 9:]
t = t.replace("id: ultraserver-network-bandwidth", "id: Ultraserver-Network-Bandwidth")
open("d/checks.yaml", "w").write(t)
PY
setcell d/specs.csv 428 value 288
timeout 55 "$TR" validate d > out.txt 2>&1; rc=$?; cat out.txt
grep -q '428\|checks.yaml' out.txt && echo "named ok" || echo "CHECK FAILED: neither line 428 nor checks.yaml named"
exit $rc
