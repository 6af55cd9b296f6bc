# what: build (--no-pdf) with JUPYTER_RUNTIME_DIR a regular file, JUPYTER_CONFIG_DIR and JUPYTER_DATA_DIR nonexistent, TMPDIR a folder that does not exist: a correct build or one line naming the variable
# expect-rc: 0
# expect: report.html
echo junk > rt
export JUPYTER_RUNTIME_DIR="$W/rt" JUPYTER_CONFIG_DIR="$W/no/cfg" JUPYTER_DATA_DIR="$W/no/data" TMPDIR="$W/no/tmp"
timeout 55 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > o.txt 2>&1; rc=$?
tail -3 o.txt
[ -f out/default/report.html ] && echo "built: report.html present"
ls -A rt no 2>/dev/null | head -3
exit $rc
