# what: scenario via -y: candidates [trn2.48xlarge@aws, p5.48xlarge@aws] (the AWS provider spelt out): a correct result pricing both
# expect-rc: 0
# expect: trn2.48xlarge
# expect: p5.48xlarge
printf 'scenario: t\n' > s.yaml
"$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge@aws, p5.48xlarge@aws]}'
