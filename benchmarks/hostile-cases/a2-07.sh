# what: scenario candidates holding a spreadsheet formula and HTML ("=HYPERLINK(...)<b>"): refused naming the key; the echo must not be raw control text
# expect-rc: 1
# expect: s.yaml
# expect: candidates
printf 'scenario: s\ncandidates: ["=HYPERLINK(\\"http://x\\")<b>\\u001b[31m", trn2]\n' > s.yaml
"$TR" estimate s.yaml --csv e.csv 2>&1 | tee o.txt; rc=${PIPESTATUS[0]}
grep -q $'\x1b' o.txt && echo "raw escape echoed"
[ -e e.csv ] && echo "csv written on error"
exit $rc
