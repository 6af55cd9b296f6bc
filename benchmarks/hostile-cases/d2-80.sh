# what: scenario: memory_headroom 0 (no usable memory)
# expect-rc: 1
# expect: s.yaml
# expect: memory_headroom
printf 'memory_headroom: 0\n' > s.yaml
"$TR" estimate s.yaml
