# what: claims --data-dir mydata --csv mydata/sources.csv (the audit written over the sources table it reads)
# expect-rc: 1
# expect: sources.csv
# expect: mydata
cp -r "$PROJECT/data" mydata
"$TR" claims --data-dir mydata --csv mydata/sources.csv > /dev/null
rc=$?
cmp -s mydata/sources.csv "$PROJECT/data/sources.csv" || echo "sources.csv CHANGED"
exit $rc
