# what: --csv paths that cannot exist: through a regular file (notes.txt/e.csv: ENOTDIR) for specs and predict, and through a symlink loop (loop/p.csv, loop -> loop: ELOOP) for predict: each ends with one line naming the CSV path (the table printed before it is fine), code non-zero, no traceback; notes.txt unchanged
# expect-rc: 0
# expect: specs enotdir ok
# expect: predict enotdir ok
# expect: predict eloop ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; echo "my notes" > notes.txt; ln -s loop loop
bad=0
chk() { # label rc file name
  if [ "$2" != 0 ] && [ "$2" != 124 ] && grep -q -- "$4" "$3" && ! grep -q Traceback "$3" && tail -1 "$3" | grep -q -- "$4"; then echo "$1 ok: $(tail -1 "$3" | cut -c1-120)"; else echo "$1: rc=$2"; head -5 "$3"; bad=1; fi; }
timeout 55 "$TR" specs trainium2 --csv notes.txt/e.csv > o1.txt 2>&1; chk "specs enotdir" $? o1.txt notes.txt/e.csv
timeout 55 "$TR" predict runs.csv --csv notes.txt/p.csv > o2.txt 2>&1; chk "predict enotdir" $? o2.txt notes.txt/p.csv
timeout 55 "$TR" predict runs.csv --csv loop/p.csv > o3.txt 2>&1; chk "predict eloop" $? o3.txt loop/p.csv
[ "$(cat notes.txt)" = "my notes" ] || { echo "notes.txt changed"; bad=1; }
exit $bad
