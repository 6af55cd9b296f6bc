# what: validate of a data copy in a folder whose name holds a newline and an escape ($'d\nx\e[2J', a negative usd_per_hour on prices.csv line 2): code 1, naming prices.csv and usd_per_hour, the folder's name escaped (no raw ESC or line break in it)
# expect-rc: 0
# expect: named and escaped
D=$'d\nx\e[2J'
cp -r "$PROJECT/data" "$D"
"$PY" - "$D" <<'PY'
import csv, sys, io
p = sys.argv[1] + "/prices.csv"
rows = list(csv.reader(open(p, newline="")))
i = rows[0].index("usd_per_hour"); rows[1][i] = "-2.5"
w = csv.writer(open(p, "w", newline="")); w.writerows(rows)
PY
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" validate "$D" > o.txt 2>&1; r=$?
echo "rc=$r"; head -5 o.txt | cat -A | cut -c1-200
bad=0
[ $r = 1 ] || bad=1
grep -q prices.csv o.txt && grep -q usd_per_hour o.txt || bad=1
grep -q $'\e' o.txt && { echo "raw ESC in output"; bad=1; }
grep -q Traceback o.txt && bad=1
[ $bad = 0 ] && echo "named and escaped"
exit $bad
