# what: model command with --candidates naming a system the dataset does not have (trn9.48xlarge) beside a real one
# expect-rc: 1
# expect: trn9.48xlarge
# expect: candidates
"$TR" model llama-3.1-8b --candidates trn2.48xlarge trn9.48xlarge
