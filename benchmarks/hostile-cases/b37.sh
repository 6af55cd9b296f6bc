# what: build with a stale lock file for its --out (junk, a dead pid) and every cached section's HTML replaced by same-size junk with mtimes in 2099
# expect-rc: 0
# expect: no junk published
L=$("$PY" -c 'import hashlib,sys,pathlib; print(hashlib.sha256(str(pathlib.Path(sys.argv[1]).resolve()).encode()).hexdigest()[:24])' "$W/out")
mkdir -p "$PROJECT/.cache/locks"; printf 'pid 999999 started 1970-01-01 \x00\xff junk\n' > "$PROJECT/.cache/locks/$L.lock"
for f in "$PROJECT"/.cache/sections/*/*.section.html; do
  [ -f "$f" ] || continue; n=$(stat -c %s "$f"); { printf '<h1>JUNKMARK</h1>'; head -c $((n>17?n-17:0)) /dev/zero | tr '\0' 'x'; } > "$f.j"; mv "$f.j" "$f"
done
find "$PROJECT/.cache/sections" -exec touch -d 2099-01-01 {} + 2>/dev/null
timeout 55 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > o.txt 2>&1; rc=$?
tail -4 o.txt; [ $rc = 0 ] || exit $rc
grep -rl JUNKMARK out && exit 1
echo "no junk published"
