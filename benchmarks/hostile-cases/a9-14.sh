# what: a double-quoted top-level key of 1,100 characters ("kkk...": 1) in the file: a quoted key is an implicit key too, so YAML's 1,024 limit applies; refused naming the file (and the length or an unknown key), output cut short
# expect-rc: 1
# expect: s.yaml
# expect: output short
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" -c 'open("s.yaml","a").write(chr(34) + "k"*1100 + chr(34) + ": 1\n")'
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
head -c 3000 out.txt; echo
[ "$(wc -c < out.txt)" -lt 5000 ] && echo "output short"
exit $rc
