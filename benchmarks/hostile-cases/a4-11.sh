# what: estimate --csv onto its scenario's own dataset copy's datapackage.json (data_dir: mydata, outside the project): refused for the right reason (the scenario's data folder), not "the project's inputs"
# expect-rc: 1
# expect: datapackage.json
# expect: data_dir
# expect-not: project's inputs
cp -r "$PROJECT/data" mydata
printf 'scenario: mine\ndata_dir: mydata\n' > s.yaml
"$TR" estimate s.yaml --csv mydata/datapackage.json
rc=$?
cmp -s mydata/datapackage.json "$PROJECT/data/datapackage.json" || echo "datapackage.json CHANGED"
exit $rc
