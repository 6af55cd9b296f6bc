# what: Ctrl-C twice (SIGINT to the process group at 0.6 s and again 0.05 s later, as a user hammering the key) of validate of a data copy with 3,000 errors (every usd_per_hour negative, a long listing): exit 130 (README/focus: a second Ctrl-C is ignored once one is ending the command), no traceback
# expect-rc: 0
# expect: twice ok
cp -r "$PROJECT/data" d
"$PY" - <<'PYEOF'
import csv
rows = list(csv.DictReader(open('d/prices.csv', newline='')))
for r in rows:
    if r.get('usd_per_hour'):
        r['usd_per_hour'] = '-' + r['usd_per_hour'].lstrip('-')
w = csv.DictWriter(open('d/prices.csv', 'w', newline=''), fieldnames=rows[0].keys()); w.writeheader(); w.writerows(rows)
PYEOF
bad=0
for at in 0.6 1.2; do
  setsid "$TR" validate d > o.txt 2>&1 & sp=$!
  sleep $at; kill -INT -- -$sp 2>/dev/null; sleep 0.05; kill -INT -- -$sp 2>/dev/null
  ( sleep 50; kill -KILL -- -$sp 2>/dev/null ) & wd=$!
  wait $sp; rc=$?; kill $wd 2>/dev/null; wait $wd 2>/dev/null
  echo "at $at: rc=$rc $(tail -1 o.txt | cut -c1-100)"
  case $rc in 130|1) ;; *) echo "CHECK FAILED: rc $rc"; bad=1;; esac
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback at $at"; bad=1; }
done
[ $bad = 0 ] && echo "twice ok"
