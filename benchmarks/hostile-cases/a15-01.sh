# what: a recursive YAML alias in the scenario file (candidates: &c [inf2, *c]: a list holding itself): not a list of names; refused naming the file and candidates, quickly, never a RecursionError
# expect-rc: 1
# expect: s.yaml
# expect: candidates
# expect-not: RecursionError
printf 'scenario: s\ncandidates: &c [inf2, *c]\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
