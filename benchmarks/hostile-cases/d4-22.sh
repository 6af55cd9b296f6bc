# what: specs command with a misspelt metric (memory_bandwith): must say no such metric, not print an empty table
# expect-rc: 1
# expect: memory_bandwith
# expect: metric
"$TR" specs trn2.48xlarge memory_bandwith
