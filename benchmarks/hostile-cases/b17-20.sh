# what: build --figures a dangling symlink into the bystander folder (figs -> $OUTSIDE/notes/b1720-figs, not there) --no-pdf --jobs 2 of small-volume into a new --out: refused (a link leading out of its folder is not followed, issue 22 point 4) naming figs, within 15 s; nothing created under $OUTSIDE
# expect-rc: 0
# expect: figlink ok
ln -s "$OUTSIDE/notes/b1720-figs" figs
start=$(date +%s)
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 2 --quiet --out o --figures figs > o.txt 2>&1; rc=$?
t=$(( $(date +%s) - start )); echo "rc=$rc in $t s: $(tail -2 o.txt | cut -c1-160)"
bad=0
[ -e "$OUTSIDE/notes/b1720-figs" ] && { echo "CHECK FAILED: created $OUTSIDE/notes/b1720-figs"; bad=1; }
[ $rc != 0 ] || { echo "CHECK FAILED: rc 0 (built through the link?)"; bad=1; }
grep -q figs o.txt || { echo "CHECK FAILED: figs not named"; bad=1; }
[ $t -le 15 ] || { echo "CHECK FAILED: took $t s"; bad=1; }
[ $bad = 0 ] && echo "figlink ok"
