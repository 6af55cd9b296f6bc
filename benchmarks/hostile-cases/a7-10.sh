# what: tokens_per_day 1e15 (a million times the default: a slip of unit or digits) on estimate: the bill rents ~1.5 million trn2.48xlarge (25 million chips, ~28 billion USD a month, more chips than were ever made); as the training side warns of a run beyond the horizon, a warning naming tokens_per_day is expected
# expect-rc: 0
# expect: warning
# expect: tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}, tokens_per_day: 1.0e+15}' | cut -c1-200
