# what: estimate --csv with a 5,000-character file name (longer than the file system allows)
# expect-rc: 1
# expect: not written
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml --csv "$(printf 'x%.0s' $(seq 5000)).csv"
