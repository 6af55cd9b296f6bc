# what: build --out a dangling symlink (out -> $OUTSIDE/newreport, not yet created): nothing may be created in the bystander folder
# expect-rc: nonzero
# expect: out
# expect: symlink
ln -s "$OUTSIDE/newreport" out
timeout 55 "$TR" build "$PROJECT/scenarios/default.yaml" --no-pdf --out "$W/out" --figures "$W/fig"; rc=$?
[ -e "$OUTSIDE/newreport" ] && { echo "created $OUTSIDE/newreport through the link"; rm -rf "$OUTSIDE/newreport"; exit 9; }
exit $rc
