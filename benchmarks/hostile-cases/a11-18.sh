# what: price_range keyed by a misspelt pricing model ({ondemand: {low: 0.5, high: 1.5}}) with -y: models not given keep the defaults, so a misspelt one would silently change nothing; refused naming price_range and ondemand
# expect-rc: 1
# expect: price_range
# expect: ondemand
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_range: {ondemand: {low: 0.5, high: 1.5}}}'
