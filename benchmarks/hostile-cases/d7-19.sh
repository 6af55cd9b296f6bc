# what: prices.csv with a trailing comma on the header and on every row (a spreadsheet's stray empty column at the right, unnamed): a correct result (the unnamed empty column ignored: estimate's CSV as on the original) or refused naming prices.csv and the empty column
# expect-rc: 0
# expect: ANSWERED
cp -r "$PROJECT/data" d
sed -i 's/$/,/' d/prices.csv
head -1 d/prices.csv
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv a.csv > /dev/null || exit 3
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p data_dir "$W/d" --csv b.csv > out 2>&1; rc=$?
tail -3 out
{ [ $rc = 0 ] && cmp a.csv b.csv && echo "ANSWERED: same CSV"; } || { [ $rc = 1 ] && grep -q 'prices.csv, line 1' out && echo "ANSWERED: refused, naming the header"; }
