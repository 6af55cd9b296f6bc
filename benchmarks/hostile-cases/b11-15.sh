# what: the build's lock files for --out o and --figures f (.cache/locks/<sha256 of the folder>[:24].lock) planted as hard links to the bystander $OUTSIDE/thesis.tex (the symlink form was tested; a hard link is not a link O_NOFOLLOW sees): the build must not write its pid into them; refused at once (within 20 s) naming the lock file, or built with the bystander unchanged
# expect-rc: 0
# expect: lock links safe
mkdir -p "$PROJECT/.cache/locks"
h() { "$PY" -c 'import hashlib,sys,os; print(hashlib.sha256(os.path.realpath(sys.argv[1]).encode()).hexdigest()[:24])' "$1"; }
mkdir o f
L1="$PROJECT/.cache/locks/$(h "$W/o").lock"; L2="$PROJECT/.cache/locks/$(h "$W/f").lock"
ln -f "$OUTSIDE/thesis.tex" "$L1"; ln -f "$OUTSIDE/thesis.tex" "$L2"
s=$(date +%s)
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 2 --out o --figures f --quiet > b.txt 2>&1; r=$?
e=$(( $(date +%s) - s ))
rm -f "$L1" "$L2"
echo "rc=$r ${e}s"; tail -3 b.txt | cut -c1-300
[ "$(cat "$OUTSIDE/thesis.tex")" = "a bystander file" ] || { echo "BYSTANDER CHANGED"; exit 1; }
grep -q Traceback b.txt && exit 1
{ [ $r != 0 ] && [ $e -le 20 ] && grep -q '\.lock' b.txt; } || [ $r = 0 ] && echo "lock links safe"
