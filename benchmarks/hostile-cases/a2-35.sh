# what: a good build (--no-pdf), then a rebuild with a new title (-p title) while the --out folder is immutable (chattr +i out): the rebuild must fail naming out, the last good report byte-identical, nothing left behind
# expect-rc: 1
# expect: out
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet >/dev/null 2>&1 || { echo "first build failed"; exit 9; }
sum1=$(find out -type f -exec md5sum {} + | sort | md5sum); n1=$(find out | wc -l)
chattr +i out || exit 77
timeout 58 "$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet -p title 'A changed title'; rc=$?
chattr -i out
[ "$(find out -type f -exec md5sum {} + | sort | md5sum)" = "$sum1" ] || echo "last good report changed"
[ "$(find out | wc -l)" = "$n1" ] || echo "leftovers in out: $(find out | wc -l) vs $n1 entries"
exit $rc
