# what: checks.yaml (folder copy): ultraserver-network-bandwidth's min written .nan (YAML NaN: every comparison is false, so an 'is it inward' test and the range test both pass anything) while trn3-ultraserver-gen2's network (specs.csv line 428) is slipped to 288 Gbps: rc 1 naming ultraserver-network-bandwidth (NaN refused naming checks.yaml, or the project's bound names line 428)
# expect-rc: 1
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
i = t.index("id: ultraserver-network-bandwidth"); j = t.index("min: 1000", i)
open("d/checks.yaml", "w").write(t[:j] + "min: .nan" + t[j + 9:])
PY
setcell d/specs.csv 428 value 288
timeout 55 "$TR" validate d
