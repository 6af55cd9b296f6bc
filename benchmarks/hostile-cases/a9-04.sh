# what: a bare chip id as candidate ("h100-sxm": no count, no provider, read as one H100 at AWS) in the file: refused naming candidates and p5.48xlarge (the AWS instance that rents H100s), never priced at a per-GPU AWS summary figure
# expect-rc: 1
# expect: candidates
# expect: p5.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: .*/candidates: [trn1, h100-sxm]/' s.yaml
timeout 55 "$TR" estimate s.yaml
