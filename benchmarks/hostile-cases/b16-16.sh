# what: TMPDIR an existing folder whose name holds a newline, a space and a unicode letter ($W/$'t m\np-ü') for claims --csv c.csv and model llama-3.1-8b (cache off): TMPDIR is only a place for scratch files, so both answer byte-for-byte as with TMPDIR=/tmp, no traceback, nothing left there
# expect-rc: 0
# expect: tmpdir ok
export TRAINIUM_REPORT_NO_CACHE=1
T="$W/t m"$'\n'"p-ü"; mkdir "$T"
TMPDIR=/tmp timeout 55 "$TR" claims --csv ref.csv > ref-c.txt 2>&1; TMPDIR=/tmp timeout 55 "$TR" model llama-3.1-8b > ref-m.txt 2>&1
TMPDIR="$T" timeout 55 "$TR" claims --csv c.csv > c.txt 2>&1; echo "claims rc=$?"
TMPDIR="$T" timeout 55 "$TR" model llama-3.1-8b > m.txt 2>&1; echo "model rc=$?"
bad=0
cmp -s ref.csv c.csv || { echo "CHECK FAILED: CSV differs"; bad=1; }
sed 's/c\.csv/X/g; s/ref\.csv/X/g' ref-c.txt > a.txt; sed 's/c\.csv/X/g' c.txt > b.txt; cmp -s a.txt b.txt || { echo "CHECK FAILED: claims output differs"; diff a.txt b.txt | head -4; bad=1; }
cmp -s ref-m.txt m.txt || { echo "CHECK FAILED: model output differs"; diff ref-m.txt m.txt | head -4; bad=1; }
[ -z "$(ls -A "$T")" ] || { echo "CHECK FAILED: left in TMPDIR: $(ls -A "$T" | head -3)"; bad=1; }
grep -q Traceback c.txt m.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "tmpdir ok"
exit $bad
