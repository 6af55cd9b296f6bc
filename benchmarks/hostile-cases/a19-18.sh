# what: an AWS family at a GPU cloud ("inf2@runpod": RunPod lists no Inferentia) beside trn1.32xlarge with -y: refused or excluded naming the candidate inf2@runpod, never silently priced
# expect-rc: nonzero
# expect: inf2@runpod
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1.32xlarge, "inf2@runpod"]}'
