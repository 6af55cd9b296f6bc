# what: a spec row's note starts with '@SUM(' and '-2+3+cmd|' ; specs --all --csv must neutralise both
# expect-rc: 0
# expect: all cells safe
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv
rows = list(csv.DictReader(open("d/specs.csv", newline="", encoding="utf-8")))
hit = [r for r in rows if r["entity_id"] == "trainium2"]
hit[0]["note"] = "@SUM(1+1)*cmd|' /C calc'!A0"
hit[1]["note"] = "-2+3+cmd|' /C calc'!A0"
w = csv.DictWriter(open("d/specs.csv", "w", newline="", encoding="utf-8"), fieldnames=rows[0].keys())
w.writeheader(); w.writerows(rows)
PY
"$TR" specs trainium2 --all --data-dir d --csv out.csv >/dev/null || exit 1
"$PY" - <<'PY'
import csv, re
bad = [c for r in csv.reader(open("out.csv", newline="", encoding="utf-8")) for c in r
       if c[:1] in ("=", "+", "-", "@", "\t", "\r") and not re.fullmatch(r"[-+]?[0-9.]+(e[-+]?\d+)?", c)]
print("UNSAFE cells:", bad[:3]) if bad else print("all cells safe")
PY
