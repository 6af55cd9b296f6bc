# what: regions holding a wildcard (-p regions "[us-*]", as some consoles filter): matches no AWS region in the dataset; refused naming regions and the value
# expect-rc: 1
# expect: regions
# expect: us-*
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p regions "[us-*]"
