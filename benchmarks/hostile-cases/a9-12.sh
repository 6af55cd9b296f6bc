# what: scenario file with a top-level plain key of exactly 1,024 characters (the longest YAML reads): parsed, then refused as an unknown key naming the file, its echo cut short (output under 5,000 bytes)
# expect-rc: 1
# expect: s.yaml
# expect: output short
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" -c 'open("s.yaml","a").write("k"*1024 + ": 1\n")'
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
head -c 3000 out.txt; echo
[ "$(wc -c < out.txt)" -lt 5000 ] && echo "output short"
exit $rc
