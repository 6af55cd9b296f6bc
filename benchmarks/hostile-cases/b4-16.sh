# what: after a warm `specs trainium2` on a data copy, specs.csv's trainium2 memory_bandwidth 2.9 edited to 3.9 (same size, old mtime restored): specs must show 3.9
# expect-rc: 0
# expect: new value seen
cp -r "$PROJECT/data" d
grep -n '^trainium2,memory_bandwidth,2.9,' d/specs.csv | head -1 > line.txt; [ -s line.txt ] || { echo "no such row"; grep '^trainium2,memory_bandwidth' d/specs.csv; exit 9; }
timeout 40 "$TR" specs trainium2 memory_bandwidth --data-dir d > s0.txt 2>&1
cat s0.txt | head -5
touch -r d/specs.csv ref.t
sed -i 's/^trainium2,memory_bandwidth,2\.9,/trainium2,memory_bandwidth,3.9,/' d/specs.csv
touch -r ref.t d/specs.csv
timeout 40 "$TR" specs trainium2 memory_bandwidth --data-dir d > s1.txt 2>&1; rc=$?
head -5 s1.txt
grep -q '3\.9' s1.txt && echo "new value seen"; exit $rc
