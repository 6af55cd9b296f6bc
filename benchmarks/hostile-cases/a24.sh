# what: quote given as a YAML boolean (yes), which Python reads as 1
# expect-rc: 1
# expect: s.yaml
# expect: p5en.48xlarge
printf 'scenario: s\nprice_overrides: {p5en.48xlarge: yes}\n' > s.yaml
"$TR" estimate s.yaml
