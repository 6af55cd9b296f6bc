# what: a symlink-swap race on an input: while validate d runs, another process replaces d/sources.csv every 5 ms with a symlink to the bystander $OUTSIDE/thesis.tex and back (README inputs.py: "no link out of its folder"): validate ends 0 with its OK line (it read the regular file) or refuses non-zero naming sources.csv; no traceback, no hang, $OUTSIDE unchanged
# expect-rc: 0
# expect: swap ok
cp -r "$PROJECT/data" d; cp d/sources.csv good.csv
( for i in $(seq 3000); do ln -sf "$OUTSIDE/thesis.tex" d/.swap && mv -fT d/.swap d/sources.csv; sleep 0.005; cp good.csv d/.swap2 && mv -fT d/.swap2 d/sources.csv; sleep 0.005; done ) &
sw=$!
sleep 0.2
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" validate d > v.txt 2>&1; rc=$?
kill $sw 2>/dev/null; wait $sw 2>/dev/null
echo "rc=$rc: $(tail -2 v.txt | cut -c1-200)"
if [ $rc = 0 ]; then grep -q '^OK' v.txt && echo "swap ok" && exit 0; echo "CHECK FAILED: rc 0 without OK"; exit 1; fi
grep -q 'sources.csv' v.txt && ! grep -q Traceback v.txt && [ $rc != 124 ] && echo "swap ok" && exit 0
echo "CHECK FAILED: unclear refusal"; exit 1
