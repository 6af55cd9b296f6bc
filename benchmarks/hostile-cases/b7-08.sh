# what: specs trainium2 --data-dir d --data-dir $PROJECT/data (a repeated option: which data folder?): refused naming --data-dir, never one silently dropped
# expect-rc: 1
# expect: --data-dir
# expect: twice
cp -r "$PROJECT/data" d
timeout 40 "$TR" specs trainium2 --data-dir d --data-dir "$PROJECT/data"
