# what: candidate an AWS instance at another provider ("p5.48xlarge@lambda": Lambda lists no p5.48xlarge) with -y: refused or excluded naming the candidate (no price can exist), exit 1 if nothing else is left to compare
# expect-rc: 1
# expect: p5.48xlarge@lambda
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["p5.48xlarge@lambda"]}'
