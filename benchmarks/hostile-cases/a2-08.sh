# what: quote for p5en.48xlarge (8 H200s) at the dataset's own per-GPU rate (63.3/8 = 7.91 USD/h) given as the whole system's
# expect-rc: 1
# expect: price_overrides
# expect: p5en.48xlarge
printf 'scenario: s\ncandidates: [p5en.48xlarge, trn2.48xlarge]\nprice_overrides: {p5en.48xlarge: 7.91}\n' > s.yaml
"$TR" estimate s.yaml
