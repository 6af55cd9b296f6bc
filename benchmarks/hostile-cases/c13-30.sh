# what: scenario measurements: /dev/stdin with stdin an open pipe that never ends (a FIFO held open read-write, as `tail -f log | trainium-report` gives): issue 22: no hang; a clear refusal naming measurements or /dev/stdin within seconds
# expect-rc: 1
# expect: measurements
cat > s.yaml <<'Y'
scenario: stdin-runs
measurements: /dev/stdin
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
mkfifo p
exec 3<>p
timeout 55 "$TR" estimate s.yaml <&3 2>&1 | cut -c1-400
rc=${PIPESTATUS[0]}
exec 3>&-
exit $rc
