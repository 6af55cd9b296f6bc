# what: model given a config.json through process substitution, model <(cat cfg.json) (a pipe): the same shape as from the file, or one line naming /dev/fd/NN as not a regular file
# expect-rc: 0
# expect: acceptable
# expect-not: verdict-bad
cfg=$(ls "$PROJECT"/scenarios/examples/configs/*/config.json "$PROJECT"/scenarios/examples/configs/*.json 2>/dev/null | head -1)
cp "$cfg" cfg.json
timeout 50 "$TR" model cfg.json > ref.txt 2>&1 || { cat ref.txt; exit 9; }
timeout 50 "$TR" model <(cat cfg.json) > got.txt 2>&1; rc=$?
echo "rc=$rc"; head -5 got.txt
if [ $rc = 0 ] && diff <(sed 's/cfg.json//; s#/dev/fd/[0-9]*##' ref.txt) <(sed 's/cfg.json//; s#/dev/fd/[0-9]*##' got.txt) >/dev/null; then echo "acceptable: same shape"
elif [ $rc = 1 ] && [ "$(wc -l < got.txt)" -le 2 ] && grep -q '/dev/fd/' got.txt; then echo "acceptable: refused naming the pipe"
else echo "verdict-bad"; diff ref.txt got.txt | head -6; fi
