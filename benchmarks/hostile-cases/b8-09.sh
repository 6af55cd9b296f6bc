# what: the project cache's matplotlib/ folder (where the font list is kept) a symlink to the bystander folder $OUTSIDE/notes, with no font list anywhere, so the run builds one and would keep it (libhome: copied back "by rename ... never through a link"): model and claims work, nothing written into $OUTSIDE
# expect-rc: 0
# expect: nothing in outside
# expect: claims ok
C="$PROJECT/.cache"; mkdir -p "$C"; mv "$C/matplotlib" "$C/matplotlib.b809-$$" 2>/dev/null; ln -s "$OUTSIDE/notes" "$C/matplotlib"
trap 'rm -f "$C/matplotlib"; mv "$C/matplotlib.b809-$$" "$C/matplotlib" 2>/dev/null' EXIT
timeout 55 "$TR" claims > c.txt 2>&1; rc=$?; tail -1 c.txt
[ $rc = 0 ] && grep -q 'reproduced' c.txt && echo "claims ok"
timeout 55 "$TR" model llama-3.1-8b > m.txt 2>&1; rm_=$?; tail -1 m.txt
[ "$(ls -A "$OUTSIDE/notes")" = "keep.md" ] && echo "nothing in outside" || ls -A "$OUTSIDE/notes"
exit $((rc|rm_))
