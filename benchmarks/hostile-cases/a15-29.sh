# what: efficiency_overrides keyed by the family p5 instead of a size ({p5: {bandwidth_efficiency: 0.7}}) with -y: efficiency is per system (scenario comment example keys p5.48xlarge); refused naming efficiency_overrides and p5, or applied to every p5 size with a notice; never silently ignored
# expect-rc: 1
# expect: efficiency_overrides
# expect: p5
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{efficiency_overrides: {p5: {bandwidth_efficiency: 0.7}}}'
