# what: scenario measurements: /proc/self/environ (a pseudo-file of NUL-separated environment variables, one holding a secret): refused naming the key measurements or the file, never echoing the environment's contents (issue 22: leaks)
# expect-rc: nonzero
# expect: environ
# expect-not: hunter2-R59-TOPSECRET
cat > s.yaml <<'Y'
scenario: env-runs
measurements: /proc/self/environ
candidates: [trn2.48xlarge]
regions: [us-east-1]
Y
MY_API_TOKEN=hunter2-R59-TOPSECRET timeout 55 "$TR" estimate s.yaml
