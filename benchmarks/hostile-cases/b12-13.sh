# what: claims --csv to a path of 5,000 bytes (2,495 nested folders "a/", past PATH_MAX 4,095; a generated name gone wrong), and specs --data-dir through a 300-byte folder name (past NAME_MAX): each one line non-zero naming the path as too long (inputs.length_problem), nothing created, no traceback
# expect-rc: 0
# expect: long paths refused
bad=0
P=$(printf 'a/%.0s' $(seq 2495))c.csv
timeout 55 "$TR" claims --csv "$P" > o1.txt 2>&1; r1=$?
D=$(printf 'd%.0s' $(seq 300))
timeout 55 "$TR" specs trainium2 --data-dir "$D" > o2.txt 2>&1; r2=$?
echo "claims rc=$r1 lines=$(wc -l < o1.txt): $(tail -1 o1.txt | cut -c1-160)"
echo "specs rc=$r2 lines=$(wc -l < o2.txt): $(tail -1 o2.txt | cut -c1-160)"
[ $r1 != 0 ] && grep -q -i -e 'bytes' -e 'too long' o1.txt || bad=1
[ $r2 != 0 ] && [ $(wc -l < o2.txt) -le 2 ] && grep -q -i -e 'bytes' -e 'too long' o2.txt || bad=1
[ -e a ] && { echo "folders made"; bad=1; }
cat o1.txt o2.txt | grep -q Traceback && bad=1
[ $bad = 0 ] && echo "long paths refused"
exit $bad
