# what: data_dir naming a regular file (data_dir: notes.txt): refused naming data_dir and notes.txt
# expect-rc: 1
# expect: notes.txt
# expect: data_dir
echo "my notes" > notes.txt
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p data_dir notes.txt
