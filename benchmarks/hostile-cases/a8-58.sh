# what: regions given with -p as a bare text (-p regions us-east-1) where a list is due: refused naming regions (never read letter by letter)
# expect-rc: 1
# expect: regions
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p regions us-east-1
