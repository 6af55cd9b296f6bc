# what: a data copy in a folder named "-d" (leading dash) given as specs trn2.48xlarge --data-dir=-d (attached form), claims --data-dir=-d and validate -- -d (after the end-of-options marker): argparse takes these as the value, so each answers exactly as with the same copy named d, no traceback
# expect-rc: 0
# expect: dash ok
cp -r "$PROJECT/data" d; cp -r "$PROJECT/data" ./-d
bad=0
timeout 55 "$TR" specs trn2.48xlarge --data-dir d > s0.txt 2>&1; timeout 55 "$TR" specs trn2.48xlarge --data-dir=-d > s1.txt 2>&1 || { echo "CHECK FAILED: specs rc"; bad=1; }
timeout 55 "$TR" claims --data-dir d > c0.txt 2>&1; timeout 55 "$TR" claims --data-dir=-d > c1.txt 2>&1 || { echo "CHECK FAILED: claims rc"; bad=1; }
timeout 55 "$TR" validate d > v0.txt 2>&1; timeout 55 "$TR" validate -- -d > v1.txt 2>&1 || { echo "CHECK FAILED: validate rc"; bad=1; }
for x in s c v; do diff <(sed 's/-d\b/d/g' ${x}1.txt) ${x}0.txt > /dev/null || cmp -s ${x}0.txt ${x}1.txt || { echo "CHECK FAILED: $x differs"; diff ${x}0.txt ${x}1.txt | head -4; bad=1; }; done
cat s1.txt c1.txt v1.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "dash ok"
exit $bad
