# what: efficiency_overrides with a misspelt sub-key (bandwith_efficiency, -y '{efficiency_overrides: {p5.48xlarge: {bandwith_efficiency: 0.7}}}'): refused naming efficiency_overrides and bandwith_efficiency, never silently dropped
# expect-rc: 1
# expect: bandwith_efficiency
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{efficiency_overrides: {p5.48xlarge: {bandwith_efficiency: 0.7}}}'
