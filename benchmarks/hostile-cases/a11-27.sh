# what: the scenario file saved with Windows line endings (CRLF on every line) and tokens_per_day 2.0e+9: YAML treats CRLF as a line break; read correctly (the header says 2e+09 tokens/day), or refused naming the file
# expect-rc: 0
# expect: 2e+09 tokens/day
# expect-not: Traceback
sed 's/^tokens_per_day: .*/tokens_per_day: 2.0e+9/' "$PROJECT/scenarios/default.yaml" | sed 's/$/\r/' > s.yaml
grep -c $'\r' s.yaml
timeout 55 "$TR" estimate s.yaml -p candidates '[trn1.32xlarge, p5.48xlarge]' -p price_basis aws_on_demand
