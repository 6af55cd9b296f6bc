# what: predict on a runs CSV of one row whose note is 60 MB long
# expect-rc: 1
# expect: runs.csv
head -2 "$PROJECT/scenarios/examples/my-runs.csv" > r.csv
$PY - <<'PY'
t = open("r.csv").read().rstrip("\n")
open("runs.csv", "w").write(t[: t.rindex(",") + 1] + "\"" + "x" * 60_000_000 + "\"\n")
PY
"$TR" predict runs.csv
