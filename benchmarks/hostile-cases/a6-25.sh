# what: quote_date with a trailing zero-width space ("2026-11-01\u200b", double-quoted YAML) beside a trn2.48xlarge quote
# expect-rc: 1
# expect: quote_date
# expect: U+200B
printf 'scenario: s\ncandidates: [trn2.48xlarge, p5]\nprice_overrides: {trn2.48xlarge: 24}\nquote_date: "2026-11-01\\u200b"\n' > s.yaml
"$TR" estimate s.yaml
