# what: claims.csv with its columns rotated (claim_id moved from first to last in the header and every row, a spreadsheet's rearranged export): a correct result, claims --csv identical to the original data's
# expect-rc: 0
# expect: SAME
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv
rows = list(csv.reader(open('d/claims.csv', encoding='utf-8', newline='')))
with open('d/claims.csv', 'w', encoding='utf-8', newline='') as f:
    w = csv.writer(f, lineterminator='\n')
    for r in rows: w.writerow(r[1:] + r[:1])
PY
head -1 d/claims.csv
timeout 55 "$TR" claims --csv a.csv > /dev/null || exit 3
timeout 55 "$TR" claims --data-dir d --csv b.csv > /dev/null || exit 4
cmp a.csv b.csv && echo SAME || diff a.csv b.csv | head -5
