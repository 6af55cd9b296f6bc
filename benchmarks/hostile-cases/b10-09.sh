# what: the project cache's locks/ folder replaced by a symlink to the bystander folder $OUTSIDE/notes, then a cold estimate (entries deleted): issue 22 point 4 "never follow a symlink where the project writes (locks ...)": nothing may be created in $OUTSIDE (the harness hashes it), and the numbers equal a warm run made before
# expect-rc: 0
# expect: same numbers
# expect: outside clean
S="$PROJECT/scenarios/examples/small-volume.yaml"; C="$PROJECT/.cache"
timeout 55 "$TR" estimate "$S" > ref.txt 2>&1
rm -rf "$C/locks"; ln -s "$OUTSIDE/notes" "$C/locks"
rm -f "$C"/scenario/*.pickle "$C"/dataset/*.pickle "$C"/calibration-*/*.pickle
timeout 55 "$TR" estimate "$S" > o.txt 2>&1; rc=$?; echo "rc=$rc"; diff ref.txt o.txt | head -8
[ $rc = 0 ] && diff <(grep -v -i cache ref.txt) <(grep -v -i cache o.txt) > /dev/null && echo "same numbers"
[ "$(ls -A "$OUTSIDE/notes")" = "keep.md" ] && echo "outside clean" || ls -la "$OUTSIDE/notes"
[ -L "$C/locks" ] && rm -f "$C/locks"; mkdir -p "$C/locks"
