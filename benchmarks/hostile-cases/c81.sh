# what: model command with --candidates holding a chip count of 0 (h100-sxm:0@lambda)
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:0@lambda
"$TR" model llama-3.1-8b --candidates "h100-sxm:0@lambda" trn2.48xlarge
