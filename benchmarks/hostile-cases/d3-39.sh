# what: scenario: dual_running_months -1 (both platforms run for minus one month)
# expect-rc: 1
# expect: s.yaml
# expect: dual_running_months
cat > s.yaml <<'YML'
dual_running_months: -1
YML
"$TR" estimate s.yaml
