# what: model llama-3.1-70b --precision int8 --candidates inf2.48xlarge (12 Inferentia2 of 32 GiB = 34.36 GB, 30.92 GB usable at memory_headroom 0.9): weights by hand 70.55 GB at one byte, plus one 4,096-token bf16 KV cache (2 x 80 x 8 x 128 x 2 B = 327,680 B a token, 1.34 GB) = 71.9 GB -> fewest chips: 3 would hold it, but performance.chips_per_replica takes a power of two dividing the system (or all of it), so 4 of 12
# expect-rc: 0
# expect: inf2.48xlarge: 4 of its 12 chip(s)
# expect: weights 70.
timeout 55 "$TR" model llama-3.1-70b --precision int8 --candidates inf2.48xlarge
