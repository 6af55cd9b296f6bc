# what: scenario: maintenance_usd_per_month .inf
# expect-rc: 1
# expect: s.yaml
# expect: maintenance_usd_per_month
cat > s.yaml <<'YML'
maintenance_usd_per_month: .inf
YML
"$TR" estimate s.yaml
