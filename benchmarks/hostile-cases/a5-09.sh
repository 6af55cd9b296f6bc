# what: scenario name holding a right-to-left override and a zero-width space ("report\u202egnp.exe\u200b"), given with -p on estimate: refused naming the key scenario, or accepted; nothing raw on the terminal
# expect-rc: 1
# expect: scenario
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p scenario '"report\u202egnp.exe\u200b"' > o.txt 2>&1
rc=$?
cat o.txt
if grep -q $'\u202e' o.txt; then echo "raw U+202E printed"; exit 3; fi
exit $rc
