# what: checks.yaml (folder copy) with the whole ultraserver-network-bandwidth check deleted (a folder dropping a new check) while trn3-ultraserver-gen2's network (specs.csv line 428) is slipped to 288 Gbps: the project's check still holds: rc 1 naming specs.csv, 428, ultraserver-network-bandwidth
# expect-rc: 1
# expect: 428
# expect: ultraserver-network-bandwidth
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
i = t.index("- id: ultraserver-network-bandwidth"); j = t.index("- id: host-memory")
open("d/checks.yaml", "w").write(t[:i] + t[j:])
PY
grep -c ultraserver-network d/checks.yaml
setcell d/specs.csv 428 value 288
timeout 55 "$TR" validate d
