# what: candidate "inferentia2:12@aws" given with -y (twelve Inferentia2 chips at AWS): AWS rents them only as inf2 instances; refused naming candidates and inf2.48xlarge (the 12-chip size), never priced from a per-chip figure
# expect-rc: 1
# expect: candidates
# expect: inferentia2:12@aws
# expect: inf2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [p5, "inferentia2:12@aws"]}'
