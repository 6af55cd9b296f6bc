# what: efficiency_overrides with a misspelt sub-key ({p5.48xlarge: {bandwith_efficiency: 0.7}}, the missing d) with -y: would silently do nothing (the fit used instead); refused naming efficiency_overrides, p5.48xlarge and bandwith_efficiency
# expect-rc: 1
# expect: efficiency_overrides
# expect: bandwith_efficiency
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{efficiency_overrides: {p5.48xlarge: {bandwith_efficiency: 0.7}}}'
