# what: efficiency_overrides for trn2.48xlarge with step_overhead_ms 9999 (about 2,000x the fitted few ms per decode step) beside a plausible quote
# expect-rc: 1
# expect: efficiency_overrides
# expect: step_overhead_ms
printf 'scenario: s\ncandidates: [trn2.48xlarge, p5]\nprice_overrides: {trn2.48xlarge: 24.0}\nefficiency_overrides: {trn2.48xlarge: {step_overhead_ms: 9999}}\n' > s.yaml
"$TR" estimate s.yaml
