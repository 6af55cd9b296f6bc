# what: quote for p6-b200.48xlarge (8 B200s) of 14.2416 USD/h (its listed on-demand 113.93/8, a per-GPU figure), with efficiencies given so it is priced
# expect-rc: 1
# expect: price_overrides
# expect: p6-b200.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {p6-b200.48xlarge: 14.2416}, efficiency_overrides: {p6-b200.48xlarge: {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.3}}}'
