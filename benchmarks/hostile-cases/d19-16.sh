# what: checks.yaml (folder copy): a second check with id chip-power appended (severity warning, max 50000: a duplicate id shadowing the project check, a loosening in disguise) while h100-sxm power (specs.csv line 155, 700 W) is 7000: rc 1 naming chip-power (the error kept or the duplicate refused; note: yaml.safe_dump writes the copy's shared where mapping as an alias, so checks.yaml is refused for its alias, not its duplicate id: the duplicate id itself is tested by test_round5 f12)
# expect-rc: 1
# expect: chip-power
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
x = dict(next(x for x in c if x["id"] == "chip-power")); x["severity"] = "warning"; x["max"] = 50000
c.append(x)
yaml.safe_dump(c, open("d/checks.yaml", "w"), sort_keys=False)
E
setcell d/specs.csv 155 value 7000
timeout 55 "$TR" validate d
