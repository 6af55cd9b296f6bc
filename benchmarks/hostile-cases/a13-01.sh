# what: candidate with a digit-group underscore in the chip count (-y candidates [trn1.32xlarge, "h100-sxm:8_0@lambda"]; Python's int() reads "8_0" as 80): not the chip:N grammar (conventions: N digits); refused naming candidates and the value, never priced as 80 GPUs
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:8_0@lambda
# expect-not: 80 x NVIDIA
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, "h100-sxm:8_0@lambda"], price_basis: gpu_cloud_list}'
