# what: a scenario file that starts with a "%YAML 1.2" directive and sets output_tokens: 0512 (YAML 1.2 reads a leading zero as decimal 512; PyYAML's YAML 1.1 would read octal 330): either read as 512 (header "512 out") or refused naming the file and output_tokens (or the directive); never 330 out tokens
# expect-rc: 0
# expect: check ok
{ printf '%%YAML 1.2\n---\n'; sed 's/^output_tokens: .*/output_tokens: 0512/' "$PROJECT/scenarios/default.yaml"; } > s.yaml
grep -q '^output_tokens: 0512$' s.yaml || echo "CHECK FAILED: setup"
timeout 55 "$TR" estimate s.yaml -y '{candidates: [p5.48xlarge, trn1.32xlarge]}' > out.txt 2>&1; rc=$?
cat out.txt
RC=$rc "$PY" -c '
import os
out = open("out.txt").read(); rc = int(os.environ["RC"])
if "330 out" in out: print("CHECK FAILED: read as octal 330")
elif rc == 1 and "s.yaml" in out and ("output_tokens" in out or "YAML 1.2" in out or "%YAML" in out): print("check ok (refused)")
elif rc == 0 and "/ 512 out" in out: print("check ok (read as 512)")
else: print("CHECK FAILED: rc", rc)
'
