# what: a top-level plain key of 1,025 two-byte characters ("é" x 1,025 = 2,050 bytes) in the file: over the 1,024-character limit; refused naming the file and the 1,024 limit (characters, not bytes), output cut short
# expect-rc: 1
# expect: s.yaml
# expect: 1,024
# expect: output short
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" -c 'open("s.yaml","a",encoding="utf-8").write("\u00e9"*1025 + ": 1\n")'
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
head -c 3000 out.txt; echo
[ "$(wc -c < out.txt)" -lt 5000 ] && echo "output short"
exit $rc
