# what: a scenario file (about 250 KB, under the 256 KB cap) whose candidates are 1,000 distinct unknown names of 240 characters each: refused naming the file and candidates, quickly, the listing capped (under 20,000 characters of output)
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
t = open("s.yaml", encoding="utf-8").read().split("\n")
names = ", ".join(f"zz{i:04d}" + "q" * 234 for i in range(1000))
t = [("candidates: [" + names + "]") if l.startswith("candidates:") else l for l in t]
open("s.yaml", "w", encoding="utf-8").write("\n".join(t))
PY
ls -l s.yaml | awk '{print $5}'
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; echo "rc=$?" >> out.txt
"$PY" - <<'PY'
o = open("out.txt").read()
print(o[:600])
if "rc=1" in o and len(o) < 20000 and "candidates" in o and "s.yaml" in o:
    print("check ok")
else:
    print("CHECK FAILED:", len(o), "characters;", o[-40:])
PY
