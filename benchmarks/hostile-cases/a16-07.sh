# what: efficiency_overrides prefill_mfu 1.01 for p5.48xlarge with -y (an MFU over 1 is above the chip's peak; issue 22 item 7: impossible on the roofline): refused naming efficiency_overrides / prefill_mfu
# expect-rc: nonzero
# expect: prefill_mfu
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{efficiency_overrides: {p5.48xlarge: {prefill_mfu: 1.01}}}'
