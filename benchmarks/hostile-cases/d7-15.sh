# what: scorecard.csv: the Trainium performance row (line 2) pasted again verbatim at the end (a duplicate primary key: Trainium's total would count performance twice)
# expect-rc: 1
# expect: scorecard.csv
cp -r "$PROJECT/data" d
sed -n 2p "$PROJECT/data/scorecard.csv" >> d/scorecard.csv
timeout 55 "$TR" validate d
