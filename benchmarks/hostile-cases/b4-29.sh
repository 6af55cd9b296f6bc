# what: matplotlib's font cache kept in the project cache (.cache/matplotlib/fontlist-*.json) cut to half its length (invalid JSON), and then replaced by JSON listing a font file that does not exist: validate and estimate work, print no warning or traceback about fonts, and the cache file is valid again afterwards
# expect-rc: 0
# expect: font cache recovered
F=$(ls "$PROJECT"/.cache/matplotlib/fontlist-*.json 2>/dev/null | head -1)
[ -n "$F" ] || { timeout 40 "$TR" validate > /dev/null 2>&1; F=$(ls "$PROJECT"/.cache/matplotlib/fontlist-*.json | head -1); }
[ -n "$F" ] || { echo "no font cache"; exit 9; }
S="$PROJECT/scenarios/default.yaml"; bad=0
n=$(stat -c %s "$F"); head -c $((n/2)) "$F" > half.json; cat half.json > "$F"
timeout 40 "$TR" validate > v1.txt 2>&1 || { echo "validate failed"; tail -3 v1.txt; bad=1; }
"$PY" - "$F" <<'PY'
import json, sys
p = sys.argv[1]; d = json.load(open(p))
for e in d.get('ttflist', []):
    e['fname'] = '/nonexistent/fonts/' + e['fname'].rsplit('/', 1)[-1]
json.dump(d, open(p, 'w'))
PY
timeout 40 "$TR" validate > v2.txt 2>&1 || { echo "validate failed"; tail -3 v2.txt; bad=1; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate "$S" > e.txt 2>&1 || { echo "estimate failed"; tail -3 e.txt; bad=1; }
if grep -qiE 'font|warn|Traceback' v1.txt v2.txt e.txt; then grep -ihE 'font|warn|Traceback' v1.txt v2.txt e.txt | head -3; echo "FONT NOISE"; bad=1; fi
"$PY" -c "import json,sys; json.load(open(sys.argv[1]))" "$F" || { echo "FONT CACHE STILL BROKEN"; bad=1; }
[ $bad = 0 ] && echo "font cache recovered"; exit $bad
