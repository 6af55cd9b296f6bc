# what: build --figures through a symlinked parent that points into the project's data/ folder
# expect-rc: 1
# expect: data
# expect: figures
ln -s "$PROJECT/data" lnk
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/lnk/fig" --no-pdf --quiet; rc=$?
[ -e "$PROJECT/data/fig" ] && { echo "wrote into the project's data/fig"; rm -rf "$PROJECT/data/fig"; }
exit $rc
