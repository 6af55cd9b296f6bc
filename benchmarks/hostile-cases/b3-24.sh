# what: claims --csv c.csv and estimate --csv e.csv run with stdout closed (>&-) and stdin closed (<&-): the CSVs are written whole (as with stdout open) or the command fails non-zero saying stdout; never a silent success without the CSV
# expect-rc: 0
# expect: csv whole
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 30 "$TR" claims --csv c0.csv > /dev/null 2>&1; timeout 30 "$TR" estimate s.yaml --csv e0.csv > /dev/null 2>&1
timeout 30 "$TR" claims --csv c.csv >&- <&- 2> err1.txt; r1=$?
timeout 30 "$TR" estimate s.yaml --csv e.csv >&- <&- 2> err2.txt; r2=$?
cat err1.txt err2.txt | head -4
ok=1
[ $r1 = 0 ] && { cmp -s c.csv c0.csv || { echo "claims rc 0 but c.csv not whole"; ok=0; }; } || grep -qi stdout err1.txt || { echo "claims rc $r1 without saying stdout"; ok=0; }
[ $r2 = 0 ] && { cmp -s e.csv e0.csv || { echo "estimate rc 0 but e.csv not whole"; ok=0; }; } || grep -qi stdout err2.txt || { echo "estimate rc $r2 without saying stdout"; ok=0; }
[ $ok = 1 ] && echo "csv whole"
