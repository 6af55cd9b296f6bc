# what: .cache/run-4000000-x (a gone pid's name) is a symlink to the bystander folder $OUTSIDE/notes, not a folder: prune must not remove the folder's content through the link (libhome: "only real folders (never a link's target)"); validate works
# expect-rc: 0
# expect: OK
# expect: notes intact
L="$PROJECT/.cache/run-4000000-b805$$"; ln -s "$OUTSIDE/notes" "$L"; trap 'rm -f "$L"' EXIT
timeout 50 "$TR" validate > v.txt 2>&1; rc=$?; head -5 v.txt
[ "$(cat "$OUTSIDE/notes/keep.md")" = "keep me" ] && echo "notes intact"
exit $rc
