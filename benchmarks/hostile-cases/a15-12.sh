# what: porting_engineer_weeks with its mode outside the range ({low: 8, mode: 30, high: 24}: a triangular range whose most-likely value exceeds its high) in the file: refused naming the file and porting_engineer_weeks
# expect-rc: 1
# expect: porting_engineer_weeks
printf 'scenario: s\nporting_engineer_weeks: {low: 8, mode: 30, high: 24}\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
