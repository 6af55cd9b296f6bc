# what: predict --data-dir naming a folder without datapackage.json (an empty folder)
# expect-rc: 1
# expect: nodata
# expect: datapackage.json
mkdir nodata
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
"$TR" predict runs.csv --data-dir nodata
