# what: a scenario file whose name starts with a dash (-s.yaml), given after "--" (estimate -- -s.yaml): the same table as the same file under a plain name
# expect-rc: 0
# expect: same table
cp "$PROJECT/scenarios/default.yaml" ./-s.yaml; cp ./-s.yaml s.yaml
timeout 50 "$TR" estimate s.yaml > ref.txt 2>&1 || { cat ref.txt; exit 9; }
timeout 50 "$TR" estimate -- -s.yaml > got.txt 2>&1; rc=$?; echo "rc=$rc"; tail -2 got.txt
[ $rc = 0 ] && diff <(sed 's/-s\.yaml/s.yaml/g' got.txt) ref.txt > /dev/null && echo "same table"
exit 0
