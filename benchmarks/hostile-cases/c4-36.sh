# what: scenario measurements given as an empty string (measurements: "")
# expect-rc: 1
# expect: s.yaml
# expect: measurements
printf 'scenario: c436\nmeasurements: ""\n' > s.yaml
"$TR" estimate s.yaml
