# what: estimate given a build-only flag (estimate default.yaml --no-pdf --csv e.csv) and estimate --rerun: each a usage error naming the flag (estimate --help has no --no-pdf/--rerun), a non-zero code (the project maps usage errors to 1), no e.csv written
# expect-rc: 0
# expect: refused both
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --no-pdf --csv e.csv > o1.txt 2>&1; r1=$?
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --rerun > o2.txt 2>&1; r2=$?
tail -2 o1.txt o2.txt
bad=0
[ $r1 != 0 ] && grep -q -- '--no-pdf' o1.txt || { echo "no-pdf rc=$r1"; bad=1; }
[ $r2 != 0 ] && grep -q -- '--rerun' o2.txt || { echo "rerun rc=$r2"; bad=1; }
[ -e e.csv ] && { echo "e.csv written"; bad=1; }
grep -h Traceback o*.txt && bad=1
[ $bad = 0 ] && echo "refused both"
exit $bad
