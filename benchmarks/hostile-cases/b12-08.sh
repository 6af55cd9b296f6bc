# what: a hard link to the bystander $OUTSIDE/thesis.tex planted in the project cache under an entry's name (.cache/dataset/<24 hex>.pickle) with an mtime in 2099, then a cold specs of a new data version (cache on: it puts a dataset entry and prunes, and prune resets future mtimes to now): the bystander's content and its mtime must stay as they were (nothing outside the output folders changed), and specs answers as with the cache off
# expect-rc: 0
# expect: bystander untouched
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data) b1208-'"$$$(date +%s%N)"'/' d/prices.csv
mkdir -p "$PROJECT/.cache/dataset"
E="$PROJECT/.cache/dataset/b1208b1208b1208b1208b120.pickle"
rm -f "$E"
before=$(stat -c %Y "$OUTSIDE/thesis.tex")
ln "$OUTSIDE/thesis.tex" "$E" 2>/dev/null || { echo "cannot hard link (other filesystem)"; echo "bystander untouched"; exit 0; }
# give the link (its inode: the bystander's) a future time, then note the bystander's time as the user left it
touch -d 2099-01-01 "$E"; before=$(stat -c %Y "$OUTSIDE/thesis.tex")
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --data-dir d > ref.txt 2>/dev/null
timeout 55 "$TR" specs trainium2 --data-dir d > o.txt 2> e.txt; r=$?
after=$(stat -c %Y "$OUTSIDE/thesis.tex")
rm -f "$E"
touch -d "@$before" "$OUTSIDE/thesis.tex"
echo "rc=$r mtime before=$before after=$after"
bad=0
[ $r = 0 ] && cmp -s o.txt ref.txt || { echo "answer differs"; bad=1; }
[ "$before" = "$after" ] || { echo "bystander's mtime changed through the cache"; bad=1; }
[ $bad = 0 ] && echo "bystander untouched"
exit $bad
