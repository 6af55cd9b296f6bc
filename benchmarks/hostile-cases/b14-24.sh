# what: predict --csv p.csv where p.csv is a dangling symlink into the bystander folder ($OUTSIDE/notes/b1424-new.csv, not there): nothing may be created in $OUTSIDE (write_file: "a symlink at path itself is replaced, never written through"); p.csv ends a regular file holding the whole table (or a short refusal naming p.csv)
# expect-rc: 0
# expect: dangling ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv ref.csv > /dev/null 2>&1
ln -s "$OUTSIDE/notes/b1424-new.csv" p.csv
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv p.csv > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -1 o.txt; bad=0
[ -e "$OUTSIDE/notes/b1424-new.csv" ] && { echo "CHECK FAILED: file made in OUTSIDE"; rm -f "$OUTSIDE/notes/b1424-new.csv"; bad=1; }
if [ $rc = 0 ]; then [ -f p.csv ] && [ ! -L p.csv ] && cmp -s p.csv ref.csv || { echo "CHECK FAILED: p.csv not the whole table"; bad=1; }
else grep -q 'p\.csv' o.txt || { echo "CHECK FAILED: p.csv not named"; bad=1; }; fi
[ $bad = 0 ] && echo "dangling ok"; exit $bad
