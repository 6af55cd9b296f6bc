# what: validate of a data copy with 300 errors (every usd_per_hour of prices.csv negative) piped into head -1 (stdout and stderr both into the pipe, closed after one line): the exit status must still say failure (1), no traceback, no "Exception ignored"
# expect-rc: 0
# expect: status 1
# expect-not: Exception ignored
cp -r "$PROJECT/data" d
"$PY" - <<'P'
import csv
rows = list(csv.reader(open("d/prices.csv", newline="")))
i = rows[0].index("usd_per_hour")
for r in rows[1:]:
    r[i] = "-" + r[i]
csv.writer(open("d/prices.csv", "w", newline="")).writerows(rows)
P
timeout 40 "$TR" validate d 2>&1 | head -1; st=${PIPESTATUS[0]}
echo "status $st"
