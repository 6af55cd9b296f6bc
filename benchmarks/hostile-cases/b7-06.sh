# what: validate of a data copy with an error (usd_per_hour -2.5 on prices.csv line 2) while stderr is opened read-only (2<file: writes fail with EBADF): the problem is still on stdout naming prices.csv, exit 1, no hang
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
cp -r "$PROJECT/data" d
"$PY" - <<'P'
import csv
rows = list(csv.reader(open("d/prices.csv", newline="")))
i = rows[0].index("usd_per_hour"); rows[1][i] = "-2.5"
csv.writer(open("d/prices.csv", "w", newline="")).writerows(rows)
P
echo x > ro.txt
timeout 40 "$TR" validate d 2<ro.txt; rc=$?
echo "rc=$rc"
exit $rc
