# what: specs trainium2 --all --csv c.csv where c.csv is a dangling symlink to a file not yet made in the bystander folder ($OUTSIDE/notes/new-b909.csv): nothing may be created in $OUTSIDE; the link replaced by the CSV or a refusal naming c.csv
# expect-rc: 0
# expect: nothing created outside
# expect: outcome ok
ln -s "$OUTSIDE/notes/new-b909.csv" c.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --all --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 9; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --all --csv c.csv > o.txt 2>&1; rc=$?; echo "rc=$rc"; tail -2 o.txt
if [ -e "$OUTSIDE/notes/new-b909.csv" ]; then echo "CREATED OUTSIDE"; rm -f "$OUTSIDE/notes/new-b909.csv"; else echo "nothing created outside"; fi
if [ $rc = 0 ]; then [ ! -L c.csv ] && cmp -s ref.csv c.csv && echo "outcome ok"; else grep -q c.csv o.txt && echo "outcome ok"; fi
