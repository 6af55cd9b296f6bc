# what: traffic_range with low 0 ({low: 0, high: 2.0}: a draw of zero traffic, USD per token divides by it) with -y: refused naming traffic_range
# expect-rc: 1
# expect: traffic_range
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{traffic_range: {low: 0, high: 2.0}}'
