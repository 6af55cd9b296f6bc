# what: price_range for spot with a negative low (-y '{price_range: {spot: {low: -0.3, high: 1.3}}}'): a negative price multiplier; refused naming price_range and spot
# expect-rc: 1
# expect: price_range
# expect: spot
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_range: {spot: {low: -0.3, high: 1.3}}}'
