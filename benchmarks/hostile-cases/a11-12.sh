# what: candidate with a space before the provider ("h100-sxm:8 @lambda") with -p: a near-miss of chip:N@provider; refused naming candidates and the value
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:8 @lambda
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p candidates '["h100-sxm:8 @lambda", trn1.32xlarge]'
