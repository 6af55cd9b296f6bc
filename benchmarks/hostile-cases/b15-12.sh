# what: specs trn2.48xlarge --data-dir d --data-dir nosuch (the bad folder last): refused non-zero in a short message naming --data-dir (given twice) or nosuch (the folder that does not exist) — not an answer from d, no traceback
# expect-rc: nonzero
# expect: data-dir ok
# expect-not: Traceback
cp -r "$PROJECT/data" d
timeout 55 "$TR" specs trn2.48xlarge --data-dir d --data-dir nosuch > o.txt 2>&1; rc=$?
cat o.txt
grep -q -e '--data-dir' -e nosuch o.txt && [ $(wc -l < o.txt) -le 4 ] && echo "data-dir ok"
exit $rc
