# what: matplotlib's font list in the project cache (.cache/matplotlib/fontlist-*.json) replaced by an 8 GB sparse file (a hole: reads as NUL bytes), under ulimit -v 3,000,000 KB: model llama-3.1-8b must not read it whole (no hang, no MemoryError); the same answers as before (the font list rebuilt or set aside), no traceback
# expect-rc: 0
# expect: model same
# expect-not: Traceback
# expect-not: MemoryError
C="$PROJECT/.cache/matplotlib"
timeout 55 "$TR" model llama-3.1-8b > ref.txt 2>&1
mkdir keep; for f in "$C"/fontlist-*.json; do [ -f "$f" ] && cp -p "$f" keep/; done
ls keep
for f in keep/fontlist-*.json; do rm -f "$C/$(basename "$f")"; truncate -s 8G "$C/$(basename "$f")"; done
( ulimit -v 3000000; timeout 55 "$TR" model llama-3.1-8b > o.txt 2>&1; echo "rc=$?" > rc.txt )
cat rc.txt; diff ref.txt o.txt | head -5
grep -q 'rc=0' rc.txt && diff <(grep -v -i -e font -e matplotlib ref.txt) <(grep -v -i -e font -e matplotlib o.txt) > /dev/null && echo "model same"
cat o.txt | grep -i -e font -e matplotlib | head -3
for f in keep/fontlist-*.json; do rm -f "$C/$(basename "$f")"; cp -p "$f" "$C/"; done
