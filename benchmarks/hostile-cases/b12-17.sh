# what: build of small-volume (--no-pdf --jobs 2) with IPYTHONDIR and MPLCONFIGDIR set but empty (export IPYTHONDIR=$UNSET) and HOME an empty folder (focus note since round 62: empty counts as unset, the project's private folder is used): the report is built whole, and nothing is written into HOME (no .ipython, .config, .cache, .jupyter, .local)
# expect-rc: 0
# expect: empty dirs build ok
mkdir h
HOME="$W/h" IPYTHONDIR= MPLCONFIGDIR= timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --quiet --jobs 2 --out o --figures f > b.txt 2>&1; r=$?
echo "rc=$r"; tail -3 b.txt | cut -c1-200
bad=0
[ $r = 0 ] && ls o/*/report.html >/dev/null 2>&1 || bad=1
[ -z "$(ls -A h)" ] || { echo "HOME written: $(ls -A h)"; bad=1; }
ls -A | grep -q -e '^\.ipython' -e '^\.matplotlib' -e '^ipython' && { echo "cwd written: $(ls -A)"; bad=1; }
grep -q Traceback b.txt && bad=1
[ $bad = 0 ] && echo "empty dirs build ok"
exit $bad
