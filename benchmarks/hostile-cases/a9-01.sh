# what: candidate "trainium2:64" (a chip count with no provider: at AWS) in the file: AWS rents Trainium2 only in whole systems; refused naming candidates and the systems AWS rents it in (trn2.48xlarge), as the round-59 rule for h100-sxm:8@aws does
# expect-rc: 1
# expect: candidates
# expect: trainium2:64
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: .*/candidates: [p5, "trainium2:64"]/' s.yaml
timeout 55 "$TR" estimate s.yaml
