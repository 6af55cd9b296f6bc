# what: XDG_CACHE_HOME and XDG_CONFIG_HOME naming folders under the bystander $OUTSIDE/notes that do not exist yet, HOME a symlink to $OUTSIDE (a home moved by a link): model llama-3.1-8b and claims answer as normal; nothing is created under $OUTSIDE (README: matplotlib's and IPython's files are kept in the project's .cache/)
# expect-rc: 0
# expect: xdg ok
bad=0
ln -s "$OUTSIDE" h
for c in "model llama-3.1-8b" claims; do
  timeout 55 "$TR" $c > ref.txt 2>&1
  HOME="$W/h" XDG_CACHE_HOME="$OUTSIDE/notes/b1710-cache" XDG_CONFIG_HOME="$OUTSIDE/notes/b1710-config" timeout 55 "$TR" $c > o.txt 2>&1; rc=$?
  [ $rc = 0 ] && cmp -s ref.txt o.txt || { echo "CHECK FAILED: $c rc=$rc or output differs"; diff ref.txt o.txt | head -5; bad=1; }
done
ls -d "$OUTSIDE"/notes/b1710-* "$OUTSIDE"/.cache "$OUTSIDE"/.config "$OUTSIDE"/.matplotlib "$OUTSIDE"/.ipython 2>/dev/null && { echo "CHECK FAILED: created under OUTSIDE"; bad=1; }
[ $bad = 0 ] && echo "xdg ok"
