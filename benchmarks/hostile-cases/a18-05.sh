# what: regions an empty list with -p (FIELDS _str_list: a non-empty list of names): refused naming regions
# expect-rc: 1
# expect: regions
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p regions '[]'
