# what: build --no-pdf --jobs 1 of small-volume with stderr closed (2>&-; progress and notes have nowhere to go): a whole report and the "ok" line on stdout (rc 0), or a one-line refusal naming stderr on stdout; no traceback
# expect-rc: 0
# expect: acceptable
# expect-not: verdict-bad
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 1 --out out --figures figs > o.txt 2>&-; rc=$?
echo "rc=$rc"; tail -3 o.txt
if [ $rc = 0 ] && grep -q 'small-volume: ok' o.txt && [ -s out/small-volume/report.html ]; then echo "acceptable: built"
elif [ $rc != 0 ] && grep -qi 'stderr' o.txt && [ ! -e out/small-volume/report.html ]; then echo "acceptable: refused naming stderr"
else echo "verdict-bad"; fi
