# what: tokens_per_day written 2.0e9 in the file (no sign after the e: YAML 1.1, which PyYAML reads, keeps it as text; the help's own example is "-p tokens_per_day 2e9"): either read as 2e9 (header says 2e+09 tokens/day) or refused naming the file and tokens_per_day; never the default 1e+09 silently
# expect-rc: 0
# expect: check ok
sed 's/^tokens_per_day: .*/tokens_per_day: 2.0e9/' "$PROJECT/scenarios/default.yaml" > s.yaml
grep -q '^tokens_per_day: 2.0e9$' s.yaml || echo "CHECK FAILED: setup"
timeout 55 "$TR" estimate s.yaml -y '{candidates: [p5.48xlarge, trn1.32xlarge]}' > out.txt 2>&1; rc=$?
cat out.txt
RC=$rc "$PY" -c '
import os
out = open("out.txt").read(); rc = int(os.environ["RC"])
if rc == 1 and "s.yaml" in out and "tokens_per_day" in out: print("check ok (refused)")
elif rc == 0 and "2e+09 tokens/day" in out: print("check ok (read as 2e9)")
else: print("CHECK FAILED: rc", rc)
'
