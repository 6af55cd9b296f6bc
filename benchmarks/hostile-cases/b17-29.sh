# what: claims --data-dir d --csv d/claims.csv and specs trn2.48xlarge --data-dir d --csv d/prices.csv (the export aimed at the very input file it reads, same path; the hard-link form was tested): the dataset must not be overwritten (data loss); each refused naming the file, d byte-identical
# expect-rc: 0
# expect: data intact
cp -r "$PROJECT/data" d; cp -r d keep
bad=0
timeout 55 "$TR" claims --data-dir d --csv d/claims.csv > o1.txt 2>&1; a=$?
timeout 55 "$TR" specs trn2.48xlarge --data-dir d --csv d/prices.csv > o2.txt 2>&1; b=$?
echo "rc $a $b: $(tail -1 o1.txt | cut -c1-120) | $(tail -1 o2.txt | cut -c1-120)"
diff -r d keep > /dev/null || { echo "CHECK FAILED: data folder changed"; diff -rq d keep; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
grep -q claims.csv o1.txt && grep -q prices.csv o2.txt || { echo "CHECK FAILED: file not named"; bad=1; }
[ $bad = 0 ] && echo "data intact"
