# what: TMPDIR is the bystander folder $OUTSIDE: validate, estimate --csv, claims --csv, specs --csv, predict --csv (cache off) work and leave nothing in it
# expect-rc: 0
# expect: all ok
cp "$PROJECT/scenarios/default.yaml" s.yaml; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
export TMPDIR="$OUTSIDE" TRAINIUM_REPORT_NO_CACHE=1
ok=0
timeout 30 "$TR" validate > v.txt 2>&1 && ok=$((ok+1)) || tail -2 v.txt
timeout 30 "$TR" estimate s.yaml --csv e.csv > e.txt 2>&1 && ok=$((ok+1)) || tail -2 e.txt
timeout 30 "$TR" claims --csv c.csv > c.txt 2>&1 && ok=$((ok+1)) || tail -2 c.txt
timeout 30 "$TR" specs trainium2 --csv s.csv > s.txt 2>&1 && ok=$((ok+1)) || tail -2 s.txt
timeout 30 "$TR" predict runs.csv --csv p.csv > p.txt 2>&1 && ok=$((ok+1)) || tail -2 p.txt
ls -A "$OUTSIDE" | grep -v -e '^thesis.tex$' -e '^notes$' | sed 's/^/left in OUTSIDE: /'
[ $ok = 5 ] && echo "all ok"
