# what: "h100-sxm:8@azure" beside trn1.32xlarge on gpu_cloud_list: Azure's H100 rows are hyperscaler_list (data/README: AWS/GCP/Azure on-demand list), not a GPU cloud's neocloud_list, and the gpu_cloud_list basis sets GPUs at a GPU cloud's own list price; the candidate has no price on that basis: excluded naming it and the basis (never priced at Azure's 12.29 or 6.98 per GPU-hour)
# expect-rc: 0
# expect: excluded: h100-sxm:8@azure
# expect: gpu_cloud_list
# expect-not: Traceback
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, "h100-sxm:8@azure"], price_basis: gpu_cloud_list}'
