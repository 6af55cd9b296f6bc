# what: specs trainium2 --data-dir d --csv d/specs.csv (the table written over the dataset's own specs.csv it was read from): the dataset must not be destroyed; refused naming specs.csv, or d/specs.csv byte-identical and validate d still OK
# expect-rc: 0
# expect: d/specs.csv intact
# expect: specs.csv
cp -r "$PROJECT/data" d; cp d/specs.csv specs.orig
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --data-dir d --csv d/specs.csv > o.txt 2>&1; echo "rc=$?"; tail -3 o.txt
cmp -s d/specs.csv specs.orig && echo "d/specs.csv intact" || { echo "d/specs.csv CLOBBERED: $(head -c 100 d/specs.csv)"; TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" validate d 2>&1 | head -3; }
