# what: scenario: candidates ['h100-sxm:1e3@lambda'] (a chip count in scientific notation: 1,000 GPUs as one system)
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:1e3@lambda
printf 'candidates: ["h100-sxm:1e3@lambda", trn2]\n' > s.yaml
"$TR" estimate s.yaml
