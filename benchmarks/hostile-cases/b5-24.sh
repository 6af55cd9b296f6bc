# what: a junk matplotlibrc in the working folder and MATPLOTLIBRC naming another (backend: nope, font.family: NoSuchFont, figure.dpi: -5, text.usetex: True, axes.unicode_minus: maybe): validate, claims, model and estimate print the same answers as without (at most a warning line), no traceback
# expect-rc: 0
# expect: rc ignored ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
mkdir ref; cd ref; bad=0
for c in "validate" "claims" "model llama-3.1-8b" "estimate $PROJECT/scenarios/default.yaml" "predict ../runs.csv"; do
  timeout 40 "$TR" $c > "$(echo $c | cut -d' ' -f1).txt" 2>/dev/null || { echo "reference $c failed"; exit 9; }
done
cd "$W"
printf 'backend: nope\nfont.family: NoSuchFont\nfigure.dpi: -5\ntext.usetex: True\naxes.unicode_minus: maybe\n' > matplotlibrc
printf 'font.size: huge\nsavefig.format: exe\n' > other.rc; export MATPLOTLIBRC="$W/other.rc"
for c in "validate" "claims" "model llama-3.1-8b" "estimate $PROJECT/scenarios/default.yaml" "predict runs.csv"; do
  n=$(echo $c | cut -d' ' -f1)
  timeout 40 "$TR" $c > $n.txt 2> $n.err; rc=$?
  [ $rc = 0 ] || { echo "$c rc=$rc: $(head -2 $n.err)"; bad=1; }
  grep -q Traceback $n.err && { echo "TRACEBACK in $c"; bad=1; }
  cmp -s $n.txt ref/$n.txt || { echo "$c: answer differs"; bad=1; }
  [ $(grep -c . $n.err) -le 3 ] || { echo "$c: $(grep -c . $n.err) lines on stderr"; head -4 $n.err; }
done
[ $bad = 0 ] && echo "rc ignored ok"; exit $bad
