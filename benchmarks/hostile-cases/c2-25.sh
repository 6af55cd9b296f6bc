# what: measurements names /dev/zero (an endless device): must not hang or eat memory; an error naming the file
# expect-rc: 1
# expect: /dev/zero
# expect: measurements
cat > s.yaml <<'Y'
scenario: c2-25
measurements: /dev/zero
Y
timeout 50 "$TR" estimate s.yaml
