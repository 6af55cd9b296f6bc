# what: estimate of a scenario "file" that is a folder (mkdir s.yaml, a slip in a script): non-zero, a short error naming s.yaml and that it is a folder, no traceback
# expect-rc: 1
# expect: s.yaml
# expect: folder
mkdir s.yaml
timeout 55 "$TR" estimate s.yaml --csv e.csv
