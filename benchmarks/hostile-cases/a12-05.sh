# what: a scenario file that reuses the candidates' anchor for regions (candidates: &c [p5.48xlarge, trn1.32xlarge] ... regions: *c, a copy-paste of aliases): instance names are no AWS regions (FIELDS: allowed AWS regions); refused naming the file, regions and p5.48xlarge
# expect-rc: 1
# expect: s.yaml
# expect: regions
# expect: p5.48xlarge
# expect-not: Traceback
grep -v -E '^(regions|candidates):' "$PROJECT/scenarios/default.yaml" > s.yaml
printf 'candidates: &c [p5.48xlarge, trn1.32xlarge]\nregions: *c\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
