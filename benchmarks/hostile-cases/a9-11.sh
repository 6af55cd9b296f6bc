# what: scenario file with a top-level plain key of 1,025 characters (one over YAML's 1,024 limit for a plain key) on its own line: refused naming the file and that the key is longer than 1,024 characters (round 59's new message), quickly, no 1,025-character echo
# expect-rc: 1
# expect: s.yaml
# expect: 1,024
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" -c 'open("s.yaml","a").write("k"*1025 + ": 1\n")'
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
head -c 3000 out.txt; echo; echo "bytes=$(wc -c < out.txt)"
exit $rc
