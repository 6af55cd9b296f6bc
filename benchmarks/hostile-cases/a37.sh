# what: build --notebooks the same folder as --out (a build would replace its own sources)
# expect-rc: 1
# expect: notebooks
# expect: out
mkdir out; cp "$PROJECT"/notebooks/*.ipynb out/
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --notebooks "$W/out" --no-pdf --quiet; rc=$?
ls out/*.ipynb >/dev/null 2>&1 || echo "source notebooks lost"
exit $rc
