# what: build of small-volume (--no-pdf --jobs 2 --rerun, so its kernels run) with HOME the bystander folder $OUTSIDE (MPLCONFIGDIR, IPYTHONDIR, JUPYTER_*, XDG_* unset; the earlier case did this for the fast commands only): the kernels, Jupyter's runtime files and matplotlib must write nothing into HOME (README: "no command writes into your home folder"); a whole report
# expect-rc: 0
# expect: home untouched build ok
env -u MPLCONFIGDIR -u IPYTHONDIR -u JUPYTER_RUNTIME_DIR -u JUPYTER_DATA_DIR -u JUPYTER_CONFIG_DIR -u XDG_RUNTIME_DIR -u XDG_DATA_HOME -u XDG_CONFIG_HOME -u XDG_CACHE_HOME HOME="$OUTSIDE" \
  timeout 58 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 2 --rerun --out o --figures f > b.txt 2>&1; r=$?
echo "rc=$r"; tail -2 b.txt | cut -c1-200
echo "home: $(cd "$OUTSIDE" && find . | sort | tr '\n' ' ')"
bad=0
[ $r = 0 ] && [ -s o/small-volume/report.html ] || bad=1
[ "$(cd "$OUTSIDE" && find . | sort | tr '\n' ' ')" = ". ./notes ./notes/keep.md ./thesis.tex " ] || { echo "HOME written"; bad=1; }
grep -q Traceback b.txt && bad=1
[ $bad = 0 ] && echo "home untouched build ok"
exit $bad
