# what: candidates written as a YAML set with -y ({candidates: !!set {trn1.32xlarge, p5.48xlarge}}, an unordered set where FIELDS wants a list): refused naming candidates, never a traceback
# expect-rc: 1
# expect: candidates
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: !!set {trn1.32xlarge, p5.48xlarge}}'
