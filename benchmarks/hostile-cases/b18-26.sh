# what: build of small-volume (--no-pdf --jobs 2, new --out/--figures) with an ASCII-only, colourless, odd terminal environment (LC_ALL=C PYTHONUTF8=0 PYTHONCOERCECLOCALE=0 TERM=dumb NO_COLOR=1 COLUMNS=20) and flags repeated (--quiet --quiet --no-pdf --no-pdf): rc 0, the report's index.html and a scenario page written, no traceback, within 55 s
# expect-rc: 0
# expect: build ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
LC_ALL=C PYTHONUTF8=0 PYTHONCOERCECLOCALE=0 TERM=dumb NO_COLOR=1 COLUMNS=20 timeout 55 "$TR" build "$SV" --no-pdf --no-pdf --jobs 2 --quiet --quiet --out out --figures fig > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -3 o.txt; find out -name '*.html' | head -5
[ $rc = 0 ] && [ -f out/index.html ] && [ $(find out -name '*.html' | wc -l) -ge 2 ] && ! grep -q Traceback o.txt && echo "build ok" || { echo "CHECK FAILED: build"; exit 1; }
