# what: scenario: dual_running_share 1.5 (mirroring 150% of the traffic)
# expect-rc: 1
# expect: s.yaml
# expect: dual_running_share
printf 'dual_running_share: 1.5\n' > s.yaml
"$TR" estimate s.yaml
