# what: price_range for a pricing model the project does not have (-y '{price_range: {preemptible: {low: 0.9, high: 1.1}}}'; the comment: per pricing model, a scenario may give only some): refused naming price_range and preemptible, never silently ignored
# expect-rc: 1
# expect: price_range
# expect: preemptible
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_range: {preemptible: {low: 0.9, high: 1.1}}}'
