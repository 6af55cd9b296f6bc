# what: -p with a 100,000-character key (-p kkk...k 1: a pasted blob as the key): refused as an unknown key, quickly, its echo cut short (under 5,000 characters of output)
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
K=$("$PY" -c "print('k'*100000)")
timeout 55 "$TR" estimate s.yaml -p "$K" 1 > out.txt 2>&1; echo "rc=$?" >> out.txt
"$PY" - <<'PY'
o = open("out.txt").read()
print(o[:400])
if "rc=1" in o and len(o) < 5000:
    print("check ok")
else:
    print("CHECK FAILED:", len(o), "characters;", o[-40:])
PY
