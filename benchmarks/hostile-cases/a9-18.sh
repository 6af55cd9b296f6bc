# what: an efficiency sub-key given twice in -y ({efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: 0.7, bandwidth_efficiency: 0.8}}}): refused naming -y and bandwidth_efficiency given twice, never one value silently dropped
# expect-rc: 1
# expect: bandwidth_efficiency
# expect: twice
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: 0.7, bandwidth_efficiency: 0.8}}}'
