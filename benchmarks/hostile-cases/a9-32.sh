# what: tokens_per_day written as a YAML 1.1 hexadecimal integer (0x77359400 = 2,000,000,000) in the file: either refused naming tokens_per_day, or read as 2e9 (the header says 2e+09 tokens/day); never another number
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^tokens_per_day: .*/tokens_per_day: 0x77359400/' s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, p5]}' > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - "$rc" <<'PY'
import sys
rc = int(sys.argv[1]); out = open("out.txt").read()
if rc != 0:
    print("check ok (refused)" if "tokens_per_day" in out else "CHECK FAILED: refused without naming tokens_per_day")
else:
    print("check ok (read)" if "2e+09 tokens/day" in out else "CHECK FAILED: not read as 2e9: " + out.splitlines()[0])
PY
