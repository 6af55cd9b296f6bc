# what: regions given as a mapping with -y ({regions: {us-east-1: true, us-west-2: false}}, a checklist): FIELDS wants a list of region names; refused naming regions
# expect-rc: 1
# expect: regions
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{regions: {us-east-1: true, us-west-2: false}}'
