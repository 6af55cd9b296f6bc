# what: training global_batch 1.5 with -p (FIELDS: sequences per step, a whole number): refused naming global_batch (never rounded silently)
# expect-rc: nonzero
# expect: global_batch
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p workload training -p global_batch 1.5
