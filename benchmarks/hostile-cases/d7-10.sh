# what: prices.csv with its 549 data rows in reverse order (header first; a spreadsheet sorted descending): a correct result, estimate's CSV of the default scenario identical to the original data's (data/README: an estimate takes the newest date, then the tie-breaks cheapest, us-east-1, largest, and only then file order: p5en.48xlarge's equal 63.296 prices in us-east-1, us-east-2, us-west-2 must still name us-east-1)
# expect-rc: 0
# expect: SAME
cp -r "$PROJECT/data" d
{ head -1 "$PROJECT/data/prices.csv"; tail -n +2 "$PROJECT/data/prices.csv" | tac; } > d/prices.csv
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv a.csv > /dev/null || exit 3
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d" --csv b.csv | tail -3 || exit 4
cmp a.csv b.csv && echo SAME || diff <(cut -d, -f1,19-31 a.csv) <(cut -d, -f1,19-31 b.csv) | head
