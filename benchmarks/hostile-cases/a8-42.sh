# what: regions given as a YAML alias of the candidates list (candidates: &c [trn1, p5], regions: *c) in the file: regions holding instance families, not regions; refused naming the file and regions
# expect-rc: 1
# expect: s.yaml
# expect: regions
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: \[/candidates: \&c [/; s/^regions: \[us-east-1, us-east-2, us-west-2\]/regions: *c/' s.yaml
grep -q '^regions: \*c' s.yaml || echo "CHECK FAILED: sed"
timeout 55 "$TR" estimate s.yaml
