# what: predict on the example runs CSV saved with classic Mac line ends (a lone CR between records, no LF): a legal CSV record separator per RFC 4180's readers; the same 3 predictions as the original, or a refusal naming runs.csv and line 1
# expect-rc: 0
# expect: check ok
tr '\n' '\r' < "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
cp "$PROJECT/scenarios/examples/my-runs.csv" plain.csv
timeout 25 "$TR" predict runs.csv > a.txt 2>&1; r1=$?
timeout 25 "$TR" predict plain.csv > b.txt 2>&1
cat a.txt
if [ $r1 = 0 ]; then diff a.txt b.txt && echo "check ok"; else grep -q runs.csv a.txt && echo "check ok (refused)"; fi
echo done
