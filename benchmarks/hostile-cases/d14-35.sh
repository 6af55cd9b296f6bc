# what: checks.yaml (folder copy): ultraserver-network-bandwidth's bounds replaced by a YAML merge key from an anchor on network-bandwidth ('- &nb id: network-bandwidth' ... '<<: *nb' then id/where/why; min inherits 10: a loosening hidden in a merge) while trn3-ultraserver-gen2's network (specs.csv line 428) is slipped to 288 Gbps: rc 1 naming ultraserver-network-bandwidth (the loosening refused, or the project's floor names line 428)
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
t = t.replace("- id: network-bandwidth\n", "- &nb\n  id: network-bandwidth\n", 1)
i = t.index("- id: ultraserver-network-bandwidth"); j = t.index("- id: host-memory")
new = ("- <<: *nb\n  id: ultraserver-network-bandwidth\n"
       "  where: {metric: network_bandwidth, entity_kind: ultraserver}\n"
       "  why: merged\n\n")
open("d/checks.yaml", "w").write(t[:i] + new + t[j:])
PY
"$PY" -c 'import yaml; [print(c) for c in yaml.safe_load(open("d/checks.yaml")) if c["id"].startswith("ultra")]'
setcell d/specs.csv 428 value 288
timeout 55 "$TR" validate d
