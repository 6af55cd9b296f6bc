# what: build --out an existing folder holding someone's notes.txt and a default/ folder of theirs
# expect-rc: 1
# expect: mine
# expect: notes.txt
mkdir -p mine/default; echo notes > mine/notes.txt; echo x > mine/default/keep.txt
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/mine" --figures "$W/fig" --no-pdf --quiet; rc=$?
[ -f mine/notes.txt ] && [ -f mine/default/keep.txt ] || echo "user files removed"
exit $rc
