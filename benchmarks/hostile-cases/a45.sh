# what: a rebuild after out/index.html was replaced by a symlink to a bystander file (must not write through it)
# expect-rc: 0
# expect: bystander intact
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --no-pdf --jobs 4 --quiet >/dev/null 2>&1 || { echo "first build failed"; exit 3; }
f="$(find "$OUTSIDE" -maxdepth 1 -type f | sort | head -n 1)"; sum=$(sha256sum "$f")
rm out/index.html; ln -s "$f" out/index.html
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --no-pdf --quiet 2>&1 | tail -2
[ "$(sha256sum "$f")" = "$sum" ] && echo "bystander intact" || echo "BYSTANDER CHANGED through the link"
