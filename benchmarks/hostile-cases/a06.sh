# what: specs --csv overwriting the dataset it reads (--data-dir d --csv d/prices.csv)
# expect-rc: 1
# expect: prices.csv
# expect: data
cp -r "$PROJECT/data" d
"$TR" specs trainium2 --data-dir d --csv d/prices.csv; rc=$?
"$TR" validate d >/dev/null 2>&1 || echo "dataset d was destroyed by the export"
exit $rc
