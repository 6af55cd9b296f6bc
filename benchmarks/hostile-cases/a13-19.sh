# what: candidates holding a nested list ([trn1.32xlarge, [p5, p5en]]: a group pasted inside the list) with -y: a candidate is a text (FIELDS: entity ids, families, chips at providers); refused naming candidates
# expect-rc: 1
# expect: candidates
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, [p5, p5en]]}'
