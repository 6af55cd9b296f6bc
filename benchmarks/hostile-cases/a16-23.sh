# what: -y nested 20,000 brackets deep inside candidates ({candidates: [[[[...]]]]}): PyYAML recurses per level; refused naming -y or candidates, no RecursionError traceback, no hang
# expect-rc: nonzero
# expect: candidates
# expect-not: RecursionError
y="{candidates: $(printf '[%.0s' $(seq 20000))p5$(printf ']%.0s' $(seq 20000))}"
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y "$y" 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
