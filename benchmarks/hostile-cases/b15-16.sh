# what: an ASCII-only locale (LC_ALL=C PYTHONUTF8=0 PYTHONCOERCECLOCALE=0, so stdout cannot hold "ä") and specs trn2.48xlarge --data-dir 'dätä' where that copy's entities.csv is missing: non-zero, one short message naming entities.csv with the folder name escaped (since round 59 output the terminal encoding cannot hold is escaped), no UnicodeEncodeError traceback
# expect-rc: nonzero
# expect: entities.csv
# expect-not: Traceback
# expect-not: UnicodeEncodeError
cp -r "$PROJECT/data" 'dätä'
rm 'dätä/entities.csv'
LC_ALL=C PYTHONUTF8=0 PYTHONCOERCECLOCALE=0 timeout 55 "$TR" specs trn2.48xlarge --data-dir 'dätä'
