# what: block-style efficiency_overrides two levels deep whose inner key (under p5.48xlarge) is a 1,500-character plain word: over YAML's 1,024-character limit for a key; refused naming the file and the long key (cut short), never a traceback
# expect-rc: 1
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'P'
t = open("s.yaml").read()
t = t.replace("efficiency_overrides: {}          # e.g. {p5.48xlarge: {bandwidth_efficiency: 0.7}}\n",
              "efficiency_overrides:\n  p5.48xlarge:\n    " + "b" * 1500 + ": 0.7\n")
open("s.yaml", "w").write(t)
P
grep -q '^    bbbbbbbbbb' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
head -c 3000 out.txt; echo
[ $(wc -c < out.txt) -lt 5000 ] || echo "CHECK FAILED: long echo"
exit $rc
