# what: a TAB as the separator after a key's colon ("tokens_per_day:<TAB>2.0e+9", as an editor with hard tabs writes): YAML allows a tab as white space there; read as 2e9 (header 2e+09 tokens/day), or refused naming the file and the line; never another value
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^tokens_per_day: .*/tokens_per_day:\t2.0e+9/' s.yaml
grep -n -P '^tokens_per_day:\t' s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, p5]}' > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - "$rc" <<'PY'
import sys
rc = int(sys.argv[1]); out = open("out.txt").read()
if rc != 0:
    print("check ok (refused)" if "s.yaml" in out and "line" in out else "CHECK FAILED: refused without the file and line")
else:
    print("check ok (read)" if "2e+09 tokens/day" in out else "CHECK FAILED: not read as 2e9: " + out.splitlines()[0])
PY
