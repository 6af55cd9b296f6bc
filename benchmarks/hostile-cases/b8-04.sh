# what: a stale private folder .cache/run-4000000-x (pid above pid_max: gone) holding a symlink to the bystander folder $OUTSIDE/notes, a symlink and a hard link to $OUTSIDE/thesis.tex: the next command removes it (libhome: "the next command removes it once that process is gone") without following a link: the bystander files keep their content
# expect-rc: 0
# expect: pruned
# expect: bystanders intact
D="$PROJECT/.cache/run-4000000-b804$$"; mkdir -p "$D/matplotlib"; trap 'rm -rf "$D"' EXIT
ln -s "$OUTSIDE/notes" "$D/notes"; ln -s "$OUTSIDE/thesis.tex" "$D/matplotlib/fontlist-v3.11.0.json"; ln "$OUTSIDE/thesis.tex" "$D/hard.tex"
timeout 50 "$TR" model llama-3.1-8b > m.txt 2>&1; rc=$?; echo "rc=$rc"; tail -2 m.txt
[ -e "$D" ] || echo pruned
[ "$(cat "$OUTSIDE/thesis.tex")" = "a bystander file" ] && [ "$(cat "$OUTSIDE/notes/keep.md")" = "keep me" ] && echo "bystanders intact"
exit $rc
