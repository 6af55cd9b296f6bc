# what: the Azure system "nd96isr-h100-v5@azure" (entity@provider) beside trn1.32xlarge on gpu_cloud_list with price_max_age_days 36500: its rows (98.32 / 127.816 USD/h) are undated (data/README: a price with no date is never used in a verdict) and hyperscaler_list, not a GPU cloud's list; excluded naming the candidate, never priced
# expect-rc: 0
# expect: excluded: nd96isr-h100-v5@azure
# expect-not: Traceback
# expect-not: 98.32
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, "nd96isr-h100-v5@azure"], price_basis: gpu_cloud_list, price_max_age_days: 36500}'
