# what: build refusals for output folders holding planted links (README: a --out/--figures folder that is neither new/empty nor marked by a build is refused, naming what it holds): --out o where o holds only small-volume -> $OUTSIDE/notes (a symlink), then --figures f where f holds a hard link to $OUTSIDE/thesis.tex: each refused at once (within 15 s) naming the entry; the bystanders unchanged, nothing built
# expect-rc: 0
# expect: planted links refused
mkdir o f; ln -s "$OUTSIDE/notes" o/small-volume; ln "$OUTSIDE/thesis.tex" f/thesis.tex
bad=0
s=$(date +%s); timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --out o --figures f2 --no-pdf --jobs 2 --quiet > o1.txt 2>&1; r=$?; e=$(( $(date +%s) - s ))
echo "out: rc=$r ${e}s $(tail -1 o1.txt | cut -c1-200)"
[ $r != 0 ] && [ $e -le 15 ] && grep -q small-volume o1.txt || bad=1
s=$(date +%s); timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --out o2 --figures f --no-pdf --jobs 2 --quiet > o2.txt 2>&1; r=$?; e=$(( $(date +%s) - s ))
echo "figures: rc=$r ${e}s $(tail -1 o2.txt | cut -c1-200)"
[ $r != 0 ] && [ $e -le 15 ] && grep -q thesis.tex o2.txt || bad=1
[ -L o/small-volume ] && [ "$(ls "$OUTSIDE/notes")" = keep.md ] || { echo "o/small-volume or notes changed"; bad=1; }
[ "$(cat "$OUTSIDE/thesis.tex")" = "a bystander file" ] || { echo "BYSTANDER CHANGED"; bad=1; }
grep -h Traceback o1.txt o2.txt && bad=1
[ $bad = 0 ] && echo "planted links refused"
exit $bad
