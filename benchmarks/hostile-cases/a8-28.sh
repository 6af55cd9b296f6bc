# what: efficiency_overrides prefill_mfu .inf for p5.48xlarge: refused naming efficiency_overrides, p5.48xlarge and prefill_mfu
# expect-rc: 1
# expect: efficiency_overrides
# expect: p5.48xlarge
# expect: prefill_mfu
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{efficiency_overrides: {p5.48xlarge: {prefill_mfu: .inf}}}'
