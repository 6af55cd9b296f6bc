# what: checks.yaml (folder copy): ultraserver-network-bandwidth's where re-pointed at entity_kind instance (the brief: only bounds may move; where is the project's: the check would no longer read UltraServers) while trn3-ultraserver-gen2's network (specs.csv line 428) is slipped to 288 Gbps: rc 1 naming ultraserver-network-bandwidth (the edit refused naming checks.yaml, or the project's check names line 428)
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
old = "where: {metric: network_bandwidth, entity_kind: ultraserver}"
assert old in t
open("d/checks.yaml", "w").write(t.replace(old, "where: {metric: network_bandwidth, entity_kind: instance}"))
PY
setcell d/specs.csv 428 value 288
timeout 55 "$TR" validate d
