# what: scenario measurements: a symlink runs.csv -> /dev/urandom (an endless device of random bytes; issue 22: regular files only, devices refused by name, never an unbounded read): refused quickly naming runs.csv
# expect-rc: nonzero
# expect: runs.csv
ln -s /dev/urandom runs.csv
printf 'scenario: c11-11\nmeasurements: runs.csv\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
