# what: seed 2026.5 with -y (a fractional seed; FIELDS: int): refused naming seed
# expect-rc: 1
# expect: seed
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{seed: 2026.5}'
