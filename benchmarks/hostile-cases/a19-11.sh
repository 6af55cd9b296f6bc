# what: a scenario file whose candidates is a bare string (candidates: trn1.32xlarge, the list brackets forgotten; FIELDS: list): refused naming the file and candidates (never read letter by letter)
# expect-rc: 1
# expect: s.yaml
# expect: candidates
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: .*/candidates: trn1.32xlarge/' s.yaml
timeout 55 "$TR" estimate s.yaml
