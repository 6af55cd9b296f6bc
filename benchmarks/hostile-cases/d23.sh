# what: scenario: candidates ['h100-sxm:3@lambda'] on basis gpu_cloud_list (3 GPUs: no size Lambda rents, and tensor parallel 3 cannot split Llama 70B's 64 heads / 8 KV heads on a GPU stack); it must not be priced as a 3-GPU replica and win
# expect-rc: nonzero
# expect: h100-sxm:3@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: ["h100-sxm:3@lambda"], price_basis: gpu_cloud_list}'
