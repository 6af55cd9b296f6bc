# what: build --out an existing folder holding only a hidden .env file (someone's secrets)
# expect-rc: 1
# expect: .env
mkdir out; echo 'TOKEN=keep' > out/.env
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --no-pdf --quiet; rc=$?
[ "$(cat out/.env)" = TOKEN=keep ] || echo ".env lost"
exit $rc
