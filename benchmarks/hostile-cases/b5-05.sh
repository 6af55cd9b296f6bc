# what: matplotlib's font cache in the project cache (.cache/matplotlib/fontlist-*.json) replaced by a symlink to the bystander $OUTSIDE/thesis.tex, before a run and 0.1 / 0.2 / 0.3 / 0.45 s into a validate (after its startup check): no run may write through the link (work, or say so in one line)
# expect-rc: 0
# expect: bystander untouched
M="$PROJECT/.cache/matplotlib"; mkdir -p keep
F=$(ls "$M"/fontlist-*.json 2>/dev/null | head -1)
[ -n "$F" ] || { timeout 40 "$TR" validate > /dev/null 2>&1; F=$(ls "$M"/fontlist-*.json | head -1); }
cp -p "$F" keep/fl.json; h0=$(sha256sum < "$OUTSIDE/thesis.tex"); cp -p "$OUTSIDE/thesis.tex" keep/thesis.tex
bad=0
ln -sf "$OUTSIDE/thesis.tex" "$F"
for c in "validate" "claims" "model llama-3.1-8b" "estimate $PROJECT/scenarios/default.yaml"; do
  timeout 40 "$TR" $c > o.txt 2>&1; rc=$?
  echo "$c: rc=$rc $(grep -v '^ ' o.txt | head -1 | cut -c1-100)"
  grep -q Traceback o.txt && { echo "TRACEBACK in $c"; bad=1; }
  [ $rc = 0 ] || bad=1
done
[ "$(sha256sum < "$OUTSIDE/thesis.tex")" = "$h0" ] || { echo "BYSTANDER CHANGED with the link planted before the run"; bad=1; }
for t in 0.1 0.2 0.3 0.45; do
  rm -f "$F"; cp -p keep/fl.json "$F"
  timeout 40 "$TR" validate > o.txt 2>&1 & P=$!
  sleep $t; ln -sf "$OUTSIDE/thesis.tex" "$F"; wait $P
  if [ "$(sha256sum < "$OUTSIDE/thesis.tex")" != "$h0" ]; then echo "BYSTANDER OVERWRITTEN ($(head -c 20 "$OUTSIDE/thesis.tex" | tr '\n' ' ')...) with the link planted $t s into validate"; bad=1; cp -p keep/thesis.tex "$OUTSIDE/thesis.tex"; fi
done
rm -f "$F"; cp -p keep/fl.json "$F"
[ $bad = 0 ] && echo "bystander untouched"; exit $bad
