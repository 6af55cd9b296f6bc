# what: -y holding a 100,000-character key (a pasted blob as a scenario key): refused naming it as an unknown key, its echo cut short (not 100,000 characters on the terminal), quickly (adapted 2026-12-06: the script ends with its check and exits 0; the command's own exit 1 is asked as the line rc=1)
# expect-rc: 0
# expect: check ok
# expect: rc=1
cp "$PROJECT/scenarios/default.yaml" s.yaml
K=$("$PY" -c "print('k'*100000)")
timeout 55 "$TR" estimate s.yaml -y "{$K: 1}" > out.txt 2>&1; echo "rc=$?"
"$PY" - <<'PY'
o = open("out.txt").read()
if len(o) < 5000 and ("unknown" in o.lower() or "key" in o.lower()):
    print("check ok", len(o))
else:
    print("CHECK FAILED: output", len(o), "chars:", o[:300])
PY
