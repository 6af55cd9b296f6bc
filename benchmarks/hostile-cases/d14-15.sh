# what: specs.csv: a new row appended (line 537): gb200-nvl72 (an ultraserver) network_bandwidth 800 Gbps from zdszero-nvidia-tables (a single B200's 800 Gbps NIC entered as the rack's: under ultraserver-network-bandwidth's 1 Tbps): rc 1 naming specs.csv, line 537 and ultraserver-network-bandwidth
# expect-rc: 1
# expect: specs.csv
# expect: 537
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
t = open("d/specs.csv", encoding="utf-8").read()
if not t.endswith("\n"): t += "\n"
t += "gb200-nvl72,network_bandwidth,800,Gbps,,,zdszero-nvidia-tables,,2026-10-31,rack network (entered per NIC)\n"
open("d/specs.csv", "w", encoding="utf-8").write(t)
print(len(t.splitlines()), "lines")
PY
timeout 55 "$TR" validate d
