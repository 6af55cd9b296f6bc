# what: build --figures the same folder as --notebooks (a copy of the notebooks): the build would mark and fill the sources' folder
# expect-rc: 1
# expect: nb
mkdir nb; cp "$PROJECT"/notebooks/*.ipynb nb/; sum1=$(cat nb/* | md5sum)
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/nb" --notebooks "$W/nb" --no-pdf --quiet; rc=$?
[ "$(cat nb/*.ipynb | md5sum)" = "$sum1" ] || echo "source notebooks changed"
[ "$(ls nb | grep -vc '\.ipynb$')" = 0 ] || echo "files added to notebooks folder: $(ls nb | grep -v '\.ipynb$')"
exit $rc
