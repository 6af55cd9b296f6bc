# what: scenario measurements runs.csv that is a symlink to /dev/urandom (an endless device of random bytes under a .csv name): must not hang or eat memory; refused naming runs.csv
# expect-rc: nonzero
# expect: runs.csv
ln -s /dev/urandom runs.csv
cat > s.yaml <<'Y'
scenario: random-runs
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | head -c 3000
exit ${PIPESTATUS[0]}
