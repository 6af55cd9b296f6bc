# what: build of small-volume (--no-pdf --jobs 2, new --out and --figures) run from a working folder holding a hostile matplotlibrc (figure.dpi and savefig.dpi 1200, figure.figsize 40, 30: figures of 48,000 x 36,000 pixels if obeyed): the build must end within 55 s: either built (code 0, report.html and headline.txt in place, no figure wider than 10,000 px: the project's figures do not take the user's stray rc) or refused/failed in a short message naming matplotlibrc; no hang, no traceback, no kernel left behind
# expect-rc: 0
# expect: rc build ok
printf 'figure.dpi: 1200\nsavefig.dpi: 1200\nfigure.figsize: 40, 30\n' > matplotlibrc
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 2 --quiet --out o --figures f > o.txt 2>&1; rc=$?
echo "rc=$rc"; tail -3 o.txt
bad=0
if [ $rc = 0 ]; then
  [ -s o/small-volume/report.html ] && [ -s o/small-volume/headline.txt ] || { echo "CHECK FAILED: report missing"; bad=1; }
  "$PY" - <<'PY' || bad=1
import pathlib, struct, sys
big = []
for p in pathlib.Path(".").rglob("*.png"):
    b = p.read_bytes()[:24]
    if b[:8] == b"\x89PNG\r\n\x1a\n":
        w, h = struct.unpack(">II", b[16:24])
        if w > 10000: big.append((str(p), w, h))
print("CHECK FAILED: huge figures", big[:3]) if big else print("pngs ok")
sys.exit(1 if big else 0)
PY
else
  grep -qi matplotlibrc o.txt || { echo "CHECK FAILED: build failed without naming matplotlibrc"; bad=1; }
fi
[ $bad = 0 ] && echo "rc build ok"
exit $bad
