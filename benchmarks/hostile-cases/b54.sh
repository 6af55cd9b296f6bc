# what: the cache's dataset and scenario entries replaced by dangling symlinks and a symlink loop
# expect-rc: 0
# expect: OK
"$TR" validate > /dev/null 2>&1
for f in "$PROJECT"/.cache/dataset/*.pickle; do rm -f "$f"; ln -s "$W/nowhere/x" "$f"; done
for f in "$PROJECT"/.cache/scenario/*.pickle; do rm -f "$f"; ln -s "$f" "$f"; done
timeout 40 "$TR" validate > o.txt 2>&1; r1=$?
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" > o2.txt 2>&1; r2=$?
for f in "$PROJECT"/.cache/dataset/*.pickle "$PROJECT"/.cache/scenario/*.pickle; do [ -L "$f" ] && rm -f "$f"; done
tail -n 1 o2.txt; cat o.txt
[ $r1$r2 = 00 ] || exit 1
