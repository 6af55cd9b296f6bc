# what: build of small-volume (--no-pdf --jobs 2) into --out and --figures folders whose names start with a dash and hold spaces and unicode (--out="-my rëport" --figures="-fïg ures", attached form), under umask 077 and LANG=C.UTF-8: rc 0, the report HTML lands in exactly that --out folder and figures in that --figures folder, nothing made under a truncated or dash-stripped name, no traceback
# expect-rc: 0
# expect: build names ok
export LANG=C.UTF-8; umask 077
timeout 58 "$TR" build --no-pdf --jobs 2 --quiet --out="-my rëport" --figures="-fïg ures" "$PROJECT/scenarios/examples/small-volume.yaml" > o.txt 2>&1 </dev/null; rc=$?
echo "rc=$rc"; tail -3 o.txt | cut -c1-200
bad=0
[ $rc = 0 ] || { echo "CHECK FAILED: rc $rc"; bad=1; }
n=$(find "./-my rëport" -name '*.html' 2>/dev/null | wc -l); echo "html in out: $n"
[ "$n" -ge 1 ] || { echo "CHECK FAILED: no HTML in -my rëport"; bad=1; }
f=$(find "./-fïg ures" -type f 2>/dev/null | wc -l); echo "figure files: $f"
[ "$f" -ge 1 ] || { echo "CHECK FAILED: no figures in -fïg ures"; bad=1; }
other=$(ls -A | grep -v -x -e o.txt -e '-my rëport' -e '-fïg ures')
[ -n "$other" ] && { echo "CHECK FAILED: other entries: $other"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "build names ok"
exit $bad
