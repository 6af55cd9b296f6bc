# what: candidate whose chip count is the Arabic-Indic digit eight (h100-sxm:\u0668@lambda; Python's int() reads it as 8): a look-alike count; refused naming candidates
# expect-rc: 1
# expect: candidates
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:\u0668@lambda", trn1]}'
