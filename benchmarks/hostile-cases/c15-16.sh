# what: predict --csv where out.csv is an existing folder holding a bystander file: refused naming out.csv (not written), the folder and its file untouched
# expect-rc: nonzero
# expect: out.csv
# expect: keep ok
mkdir out.csv; echo keep > out.csv/keep.txt
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv out.csv 2>&1; rc=$?
[ "$(cat out.csv/keep.txt)" = keep ] && echo "keep ok"
exit $rc
