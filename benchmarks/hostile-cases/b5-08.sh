# what: PYTHONPYCACHEPREFIX a regular file, PYTHONDONTWRITEBYTECODE=1 and PYTHONNOUSERSITE=1 (a locked-down Python): validate, estimate --csv and claims --csv (cache on) give the same answers and no traceback
# expect-rc: 0
# expect: pycache ok
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e0.csv > /dev/null 2>&1 || exit 9
timeout 40 "$TR" claims --csv c0.csv > /dev/null 2>&1 || exit 9
echo junk > pyc
export PYTHONPYCACHEPREFIX="$W/pyc" PYTHONDONTWRITEBYTECODE=1 PYTHONNOUSERSITE=1
bad=0
timeout 40 "$TR" validate > v.txt 2>&1 || { echo "validate failed: $(head -2 v.txt)"; bad=1; }
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1 || { head -3 o.txt; bad=1; }
timeout 40 "$TR" claims --csv c.csv > o2.txt 2>&1 || { head -3 o2.txt; bad=1; }
cmp -s e.csv e0.csv && cmp -s c.csv c0.csv || { echo "CSVs differ"; bad=1; }
grep -l Traceback v.txt o.txt o2.txt && bad=1
[ "$(cat pyc)" = junk ] || { echo "pyc file changed"; bad=1; }
[ $bad = 0 ] && echo "pycache ok"; exit $bad
