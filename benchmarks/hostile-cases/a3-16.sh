# what: build --out "notes.txt/out" where notes.txt is someone's regular file (a folder cannot be made under it)
# expect-rc: nonzero
# expect: notes.txt
# expect: --out
echo "my notes" > notes.txt
timeout 55 "$TR" build "$PROJECT/scenarios/default.yaml" --no-pdf --out "$W/notes.txt/out" --figures "$W/fig"; rc=$?
[ "$(cat notes.txt)" = "my notes" ] || { echo "notes.txt changed"; exit 9; }
exit $rc
