# what: predict on a runs CSV whose every field and header name is double-quoted (a spreadsheet's "quote all" export) with a UTF-8 BOM: a correct result (2 runs)
# expect-rc: 0
# expect: my-trn2-llama70b-l2
# expect: my-trn2-llama405b-l2
"$PY" - <<'E'
import csv, os
rows = list(csv.reader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv", encoding="utf-8")))
with open("runs.csv", "w", encoding="utf-8-sig", newline="") as f:
    csv.writer(f, quoting=csv.QUOTE_ALL).writerows(rows)
E
"$TR" predict runs.csv
