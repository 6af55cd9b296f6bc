# what: scenario: traffic_range {low: 0, high: 2.0} (a draw of zero traffic: cost per token divides by zero)
# expect-rc: 1
# expect: s.yaml
# expect: traffic_range
printf 'traffic_range: {low: 0, high: 2.0}\n' > s.yaml
"$TR" estimate s.yaml
