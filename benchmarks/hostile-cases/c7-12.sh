# what: estimate with your own runs (6 CSV rows, batch 1 to 128, tp 8) of Llama 3.1 70B on p6-b200.48xlarge, a platform with no published serving runs: the B200 is priced from your runs (not excluded for having none), and its label says how thin they are
# expect-rc: 0
# expect: p6-b200.48xlarge
# expect-not: excluded: p6-b200.48xlarge
# expect-not: no measured serving runs for this platform
H=$(head -1 "$PROJECT/data/measurements.csv")
{ echo "$H"; for b in 1 8 16 32 64 128; do echo "b200-b$b,p6-b200.48xlarge,1,decode,Llama-3.1-70B-Instruct,llama-3.1-70b,8,,,$b,,,2048,512,bf16,bf16,,,$((100+b*3)),$(python3 -c "print(round(6+$b*0.05,2))"),measured,continuous,,,2026-09-01,my B200 run"; done; } > runs.csv
printf 'scenario: b200\nmeasurements: runs.csv\ncandidates: [p5, p6-b200]\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
