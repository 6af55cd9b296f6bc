# what: scenario name with a trailing space ("mine "), given in the file: the folder "mine " looks like "mine"; refused naming the key
# expect-rc: 1
# expect: s.yaml
# expect: scenario
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^scenario:.*/scenario: "mine "/' s.yaml
"$TR" estimate s.yaml
