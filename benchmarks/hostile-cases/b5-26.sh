# what: a data folder under a name holding "é" and a space (d é/) with a negative usd_per_hour in prices.csv, validated under LC_ALL=C LANG=C PYTHONUTF8=0: a one-line-per-problem error naming prices.csv and usd_per_hour, no UnicodeEncodeError
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
D="$W/d é"; cp -r "$PROJECT/data" "$D"
"$PY" - "$D/prices.csv" <<'PY'
import csv, sys
p = sys.argv[1]; rows = list(csv.DictReader(open(p, newline=""))); f = list(rows[0].keys())
rows[3]["usd_per_hour"] = "-2.5"
w = csv.DictWriter(open(p, "w", newline=""), f, lineterminator="\n"); w.writeheader(); w.writerows(rows)
PY
LC_ALL=C LANG=C PYTHONUTF8=0 timeout 40 "$TR" validate "$D" > o.txt 2>&1; rc=$?
cat o.txt | head -8
grep -q -e UnicodeEncodeError -e Traceback o.txt && exit 3
exit $rc
