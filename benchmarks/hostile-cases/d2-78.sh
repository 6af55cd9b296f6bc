# what: scenario: candidates only GPUs (p5, "h100-sxm:8@lambda"): no AWS Trainium/Inferentia side to compare; a correct result prices p5 (or an error naming candidates)
# expect-rc: 0
# expect: p5.48xlarge
# expect: h100-sxm:8@lambda
printf 'candidates: [p5, "h100-sxm:8@lambda"]\n' > s.yaml
"$TR" estimate s.yaml
