# what: specs --csv into a folder that is an existing regular file's name followed by a slash (notes.txt/specs.csv)
# expect-rc: 1
# expect: notes.txt
echo keep > notes.txt
"$TR" specs trainium2 --csv notes.txt/specs.csv; rc=$?
[ "$(cat notes.txt)" = keep ] || echo "notes.txt changed"
exit $rc
