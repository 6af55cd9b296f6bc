# what: scenario: data_dir names a regular file (d.csv), not a folder
# expect-rc: 1
# expect: data_dir
# expect: d.csv
echo "a,b" > d.csv
printf 'data_dir: d.csv\n' > s.yaml
"$TR" estimate s.yaml
