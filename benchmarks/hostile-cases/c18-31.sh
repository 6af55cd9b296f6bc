# what: model llama-3.1-405b --precision int8 --candidates trn2.48xlarge trn2-ultraserver: by hand 405.85 B params = 405.9 GB + one 4,096-token bf16 KV (2 x 126 x 8 x 128 x 2 B = 516 kB a token, 2.11 GB) = 408 GB over 96 GiB x 0.9 = 92.8 GB a Trainium2 -> 5 chips, and as a power of two dividing the system (performance.chips_per_replica) 8 on both
# expect-rc: 0
# expect: trn2.48xlarge: 8 of its 16 chip(s)
# expect: trn2-ultraserver: 8 of its 64 chip(s)
# expect: weights 405.
timeout 55 "$TR" model llama-3.1-405b --precision int8 --candidates trn2.48xlarge trn2-ultraserver
