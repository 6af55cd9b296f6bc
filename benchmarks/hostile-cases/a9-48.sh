# what: -y given in block style (no braces) holding a 1,100-character plain key ("xxx...: 1"): over YAML's 1,024-character limit; refused naming -y and the key as longer than 1,024 characters (round 59's rule), output cut short
# expect-rc: 1
# expect: -y
# expect: 1,024
# expect: output short
cp "$PROJECT/scenarios/default.yaml" s.yaml
K=$("$PY" -c 'print("x"*1100)')
timeout 55 "$TR" estimate s.yaml -y "$K: 1" > out.txt 2>&1; rc=$?
head -c 3000 out.txt; echo
[ "$(wc -c < out.txt)" -lt 5000 ] && echo "output short"
exit $rc
