# what: the project cache's dataset/ and scenario/ folders replaced by symlinks to the bystander folder $OUTSIDE/notes (a user "moving the cache" by hand), then a cold estimate: the cache must not write its entries through the links into $OUTSIDE (issue 22 point 4; the harness hashes $OUTSIDE) and the numbers equal a warm run made before
# expect-rc: 0
# expect: same numbers
# expect: outside clean
S="$PROJECT/scenarios/examples/small-volume.yaml"; C="$PROJECT/.cache"
timeout 55 "$TR" estimate "$S" > ref.txt 2>&1
rm -rf "$C/dataset" "$C/scenario"; ln -s "$OUTSIDE/notes" "$C/dataset"; ln -s "$OUTSIDE/notes" "$C/scenario"
rm -f "$C"/calibration-*/*.pickle
timeout 55 "$TR" estimate "$S" > o.txt 2>&1; rc=$?; echo "rc=$rc"; diff ref.txt o.txt | head -8
[ $rc = 0 ] && diff <(grep -v -i cache ref.txt) <(grep -v -i cache o.txt) > /dev/null && echo "same numbers"
[ "$(ls -A "$OUTSIDE/notes")" = "keep.md" ] && echo "outside clean" || ls -la "$OUTSIDE/notes"
for d in dataset scenario; do [ -L "$C/$d" ] && rm -f "$C/$d"; mkdir -p "$C/$d"; done
