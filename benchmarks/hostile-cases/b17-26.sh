# what: validate of a data copy with every usd_per_hour negative (a long error list) piped into a reader that exits at once (| true: stdout closed before the first write, EPIPE): no traceback and no "Exception ignored" noise on stderr, no hang
# expect-rc: 0
# expect: epipe ok
cp -r "$PROJECT/data" d
"$PY" - <<'PYEOF'
import csv
rows = list(csv.DictReader(open('d/prices.csv', newline='')))
for r in rows:
    if r.get('usd_per_hour'):
        r['usd_per_hour'] = '-' + r['usd_per_hour'].lstrip('-')
w = csv.DictWriter(open('d/prices.csv', 'w', newline=''), fieldnames=rows[0].keys()); w.writeheader(); w.writerows(rows)
PYEOF
timeout 55 "$TR" validate d 2> err.txt | true
timeout 55 "$TR" specs trn2.48xlarge --all 2>> err.txt | true
echo "stderr: $(head -3 err.txt | cut -c1-150)"
grep -q -e Traceback -e 'Exception ignored' err.txt && { echo "CHECK FAILED: traceback or noise"; exit 1; }
echo "epipe ok"
