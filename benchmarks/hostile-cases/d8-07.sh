# what: prices.csv exported without its last column min_chips (header and every row: an older export): pricing.py and data/README allow a folder without the column (read as no minimum), so validate OK, or a refusal that names prices.csv and min_chips; never a traceback
# expect-rc: 0
# expect: RESULT-CLEAR
cp -r "$PROJECT/data" d
"$PY" - <<'EOF'
import csv
rows = list(csv.reader(open('d/prices.csv', newline='', encoding='utf-8')))
assert rows[0][-1] == 'min_chips'
w = csv.writer(open('d/prices.csv', 'w', newline='', encoding='utf-8'), lineterminator='\n')
for r in rows:
    w.writerow(r[:-1])
EOF
out=$(timeout 55 "$TR" validate d 2>&1); rc=$?
echo "$out"
if [ $rc = 0 ] && echo "$out" | grep -q '^OK'; then echo RESULT-CLEAR
elif [ $rc = 1 ] && echo "$out" | grep -q 'prices.csv' && echo "$out" | grep -q 'min_chips'; then echo RESULT-CLEAR
else echo "CHECK FAILED: rc=$rc"; fi
