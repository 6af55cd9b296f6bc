# what: predict on a runs CSV in Latin-1 (a note with an accented byte 0xE9 on line 3)
# expect-rc: 1
# expect: runs.csv
# expect: line 3
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
$PY - <<'PY'
lines = open("runs.csv", encoding="utf-8").read().split("\n")
lines[2] = lines[2].replace("example of the format", "r\u00e9sum\u00e9 of the format")
open("runs.csv", "wb").write("\n".join(lines).encode("latin-1"))
PY
"$TR" predict runs.csv
