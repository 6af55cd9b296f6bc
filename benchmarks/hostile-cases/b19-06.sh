# what: the project cache's locks folder replaced by a symlink to the bystander folder $OUTSIDE (a sync tool or a user's "move it to the big disk" link), then a cold validate of a new data version (a copy with one source note changed) and claims --data-dir of it: README cache.py keeps the cache inside the project and inputs.py never writes through a planted link, so no lock file may appear in $OUTSIDE (checked by the harness); each run ends with the right answer (OK: ... / the audit) or one line naming the locks folder, no traceback
# expect-rc: 0
# expect: locks ok
C="$PROJECT/.cache"
mkdir -p "$C"
mv "$C/locks" "$W/locks.saved" 2>/dev/null
trap 'rm -f "$C/locks"; mv "$W/locks.saved" "$C/locks" 2>/dev/null || mkdir -p "$C/locks"' EXIT
ln -s "$OUTSIDE" "$C/locks"
cp -r "$PROJECT/data" d
"$PY" - <<'P'
import csv
rows=list(csv.DictReader(open("d/sources.csv", newline="")))
f=list(rows[0].keys())
for k in ("note","notes","title"):
    if k in f: rows[0][k]=(rows[0][k] or "")+" b19-06"; break
w=csv.DictWriter(open("d/sources.csv","w",newline=""), fieldnames=f); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" validate d > v.txt 2>&1; r1=$?
timeout 55 "$TR" claims --data-dir d > c.txt 2>&1; r2=$?
echo "validate rc=$r1 claims rc=$r2"; tail -1 v.txt; tail -1 c.txt
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims --data-dir d > cref.txt 2>&1
bad=0
if [ $r1 = 0 ]; then grep -q '^OK:' v.txt || { echo "CHECK FAILED: validate rc 0 without OK"; bad=1; }; else grep -q locks v.txt || { echo "CHECK FAILED: validate failed without naming locks"; bad=1; }; fi
if [ $r2 = 0 ]; then cmp -s c.txt cref.txt || { echo "CHECK FAILED: claims differs from the cache-off run"; diff c.txt cref.txt | head -5; bad=1; }; else grep -q locks c.txt || { echo "CHECK FAILED: claims failed without naming locks"; bad=1; }; fi
cat v.txt c.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "locks ok"
exit $bad
