# what: claims --csv a.csv --csv b.csv (the option repeated: which file?): refused naming --csv, and neither a.csv nor b.csv written
# expect-rc: 1
# expect: --csv
# expect: no file
timeout 40 "$TR" claims --csv a.csv --csv b.csv; rc=$?
ls a.csv b.csv 2>/dev/null || echo "no file"
exit $rc
