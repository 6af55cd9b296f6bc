# what: a copy of the notebooks (--notebooks nb) where 05-decision.ipynb is rewritten (a cell appended) while a --rerun build runs: the build fails naming the notebook or builds from one version; the build never writes into nb/
# expect-rc: 0
# expect: notebook ok
cp -r "$PROJECT/notebooks" nb; rm -rf nb/.ipynb_checkpoints
timeout 50 "$TR" build --no-pdf --quiet --notebooks "$W/nb" --out "$W/out" --figures "$W/fig" > o0.txt 2>&1 || { tail -5 o0.txt; exit 9; }
h0=$(sha256sum out/default/report.html)
"$PY" - <<'PY'
import json
nb = json.load(open("nb/05-decision.ipynb"))
nb["cells"].append({"cell_type": "markdown", "metadata": {}, "source": ["edited-mid-build marker"], "id": "edit-mid"})
json.dump(nb, open("edited.ipynb", "w"), indent=1)
PY
cp nb/05-decision.ipynb orig.ipynb
"$TR" build --no-pdf --quiet --rerun --notebooks "$W/nb" --out "$W/out" --figures "$W/fig" > o.txt 2>&1 & B=$!
sleep 3; cp edited.ipynb nb/05-decision.ipynb
( sleep 45; kill -KILL $B 2>/dev/null ) & G=$!
wait $B; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null
echo "rc=$rc"; tail -4 o.txt
bad=0; grep -q Traceback o.txt && bad=1
cmp -s nb/05-decision.ipynb edited.ipynb || { echo "nb/05 changed by the build"; bad=1; }
if [ $rc = 0 ]; then
  echo "built; marker in report: $(grep -c 'edited-mid-build marker' out/default/report.html)"
else
  grep -q 05-decision o.txt || { echo "failure does not name 05-decision"; bad=1; }
  [ "$(sha256sum out/default/report.html)" = "$h0" ] || { echo "report changed on failure"; bad=1; }
fi
[ $bad = 0 ] && echo "notebook ok"; exit $bad
