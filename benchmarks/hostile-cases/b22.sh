# what: estimate and claims under ulimit -n 12 (few file descriptors)
# expect-rc: 0
# expect-not: Too many open files
ulimit -n 12
"$TR" estimate "$PROJECT/scenarios/default.yaml" > o1.txt 2>&1; r1=$?
"$TR" claims --csv c.csv > o2.txt 2>&1; r2=$?
tail -n 3 o1.txt o2.txt
[ $r1 = 0 ] && [ $r2 = 0 ] && exit 0
# a refusal must be one clear line
grep -qi "file descriptors\|open files" o1.txt o2.txt && exit 1 || exit 3
