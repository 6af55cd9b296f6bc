# what: efficiency_overrides for a chip-at-provider candidate that is not among the candidates ("h100-sxm:16@lambda" while candidates hold h100-sxm:8@lambda): an override that would silently do nothing; refused naming efficiency_overrides and the key
# expect-rc: 1
# expect: efficiency_overrides
# expect: h100-sxm:16@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{efficiency_overrides: {"h100-sxm:16@lambda": {bandwidth_efficiency: 0.7}}}'
