# what: regions given as an empty list with -y ({regions: []}): no AWS region allowed; refused naming regions (or every AWS candidate excluded naming the key regions), never a traceback
# expect-rc: nonzero
# expect: regions
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{regions: []}'
