# what: scenario: data_dir "~/nosuch-trainium-data" (a tilde path to a folder that does not exist)
# expect-rc: 1
# expect: s.yaml
# expect: data_dir
printf 'data_dir: "~/nosuch-trainium-data"\n' > s.yaml
"$TR" estimate s.yaml
