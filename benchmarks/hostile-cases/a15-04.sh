# what: memory_headroom 0 in the file (no memory usable: nothing fits, every batch size divides by zero): refused naming the file and memory_headroom
# expect-rc: 1
# expect: memory_headroom
printf 'scenario: s\nmemory_headroom: 0\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
