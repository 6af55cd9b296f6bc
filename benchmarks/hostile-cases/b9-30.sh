# what: a runs file named "--csv" given after the end-of-options marker (predict -- --csv) and a --csv target named "-" written with --csv=./-: predict reads that file (the same table as the same runs under a plain name) and writes ./- whole
# expect-rc: 0
# expect: same table
# expect: dash file whole
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; cp runs.csv ./--csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" predict runs.csv --csv ref.csv > a.txt 2>&1 || { cat a.txt; exit 9; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" predict --csv=./- -- --csv > b.txt 2>&1; echo "rc=$?"; tail -2 b.txt
sed 's/ref\.csv/X/; s/\.\/-/X/; s/--csv/runs.csv/g' a.txt > a2.txt; sed 's/ref\.csv/X/; s/\.\/-/X/; s/--csv/runs.csv/g' b.txt > b2.txt
cmp -s a2.txt b2.txt && echo "same table" || diff a2.txt b2.txt | head -6
cmp -s ref.csv ./- && echo "dash file whole"
