# what: checks.yaml (folder copy): core-count-whole where narrowed to {metric: neuron_cores, entity_kind: chip} (what a check reads is the project, brief: only bounds move inward) while trn2.48xlarge neuron_cores (specs.csv line 378) is 128.5: refused naming checks.yaml and core-count-whole (or the project check still names line 378)
# expect-rc: 1
# expect: core-count-whole
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
"$PY" - <<'E'
import yaml
c = yaml.safe_load(open("d/checks.yaml"))
for x in c:
    if x["id"] == "core-count-whole":
        x["where"] = {"metric": "neuron_cores", "entity_kind": "chip"}
yaml.safe_dump(c, open("d/checks.yaml", "w"), sort_keys=False)
E
setcell d/specs.csv 378 value 128.5
timeout 55 "$TR" validate d
