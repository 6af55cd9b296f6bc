# what: build (--no-pdf) into a new --out whose name holds a line break and a terminal escape ("out\n\e[31mred"): a correct build, each printed path on one line with the line break and the escape shown escaped
# expect-rc: 0
# expect: report.html
o="$W/out"$'\n'$'\e[31m'"red"
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$o" --figures "$W/fig" --no-pdf > log.txt 2>&1; rc=$?
cat -v log.txt | tail -5
[ -f "$o/default/report.html" ] || { echo "no report in the odd folder"; rc=4; }
grep -q $'\e\\[31m' log.txt && { echo "raw terminal escape printed"; rc=5; }
grep -q 'default: ok .*report\.html' log.txt || { echo "the ok line's path is split over lines (raw line break)"; rc=6; }
exit $rc
