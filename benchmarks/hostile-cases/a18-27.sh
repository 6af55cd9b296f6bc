# what: training with deadline_days 0.001 (86 s: no candidate can train 2e10 tokens that fast; FIELDS: a candidate that takes longer is not chosen, and the report says so): every candidate excluded naming deadline_days and "no candidate could be estimated" (nonzero); no traceback
# expect-rc: nonzero
# expect: deadline_days
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{workload: training, candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 30}, deadline_days: 0.001}'
