# what: candidate "h200-sxm@aws" (a chip at AWS with no count, i.e. one H200) with -p: AWS rents H200s only in p5en.48xlarge; refused naming candidates and p5en.48xlarge
# expect-rc: 1
# expect: candidates
# expect: p5en.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p candidates '[trn1, "h200-sxm@aws"]'
