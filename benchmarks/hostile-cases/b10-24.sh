# what: every dataset, scenario and calibration entry of the project cache replaced by a dangling symlink into the bystander folder ($OUTSIDE/notes/<entry name>, not yet there) or by a symlink to itself (ELOOP): estimate and validate compute the numbers of a warm run made before, and create nothing in $OUTSIDE (issue 22 point 4: never follow a symlink where the project writes)
# expect-rc: 0
# expect: estimate same
# expect: validate same
# expect: outside clean
S="$PROJECT/scenarios/examples/small-volume.yaml"; C="$PROJECT/.cache"
timeout 55 "$TR" estimate "$S" > ref.txt 2>&1; timeout 55 "$TR" validate > refv.txt 2>&1
i=0; for f in "$C"/dataset/*.pickle "$C"/scenario/*.pickle "$C"/calibration-*/*.pickle; do
  [ -e "$f" ] || continue; i=$((i+1)); rm -f "$f"
  if [ $((i % 2)) = 0 ]; then ln -s "$(basename "$f")" "$f"; else ln -s "$OUTSIDE/notes/$(basename "$f")" "$f"; fi
done; echo "$i entries replaced"
timeout 55 "$TR" estimate "$S" > o.txt 2>&1; r1=$?; timeout 55 "$TR" validate > v.txt 2>&1; r2=$?
echo "r1=$r1 r2=$r2"; diff ref.txt o.txt | head -4; tail -1 v.txt | cut -c1-150
[ $r1 = 0 ] && diff <(grep -v -i cache ref.txt) <(grep -v -i cache o.txt) >/dev/null && echo "estimate same"
[ $r2 = 0 ] && [ "$(tail -1 refv.txt)" = "$(tail -1 v.txt)" ] && echo "validate same"
[ "$(ls -A "$OUTSIDE/notes")" = "keep.md" ] && echo "outside clean" || ls -la "$OUTSIDE/notes"
find "$C" -type l -name '*.pickle' -delete
