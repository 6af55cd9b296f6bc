# what: efficiency_overrides with decode_mfu 0 for p5.48xlarge (EFFICIENCY_KEYS: (1e-4, 1]; zero is no measurement, a decode step would take forever): refused naming efficiency_overrides, p5.48xlarge and decode_mfu
# expect-rc: 1
# expect: efficiency_overrides
# expect: decode_mfu
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{efficiency_overrides: {p5.48xlarge: {decode_mfu: 0}}}'
