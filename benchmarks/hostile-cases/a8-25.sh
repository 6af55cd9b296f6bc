# what: candidate spelled in mixed case (H100-SXM:8@Lambda): a near-miss of the chip and the provider; refused naming candidates and the value, never silently dropped
# expect-rc: 1
# expect: candidates
# expect: H100-SXM:8@Lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["H100-SXM:8@Lambda", trn1]}'
