# what: regions holding an upper-case spelling (US-EAST-1) that matches no region in availability.csv: a near-miss that would exclude every AWS candidate; refused naming regions and the value
# expect-rc: 1
# expect: regions
# expect: US-EAST-1
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{regions: [US-EAST-1]}'
