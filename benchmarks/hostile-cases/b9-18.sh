# what: every XDG_* base folder and JUPYTER_CONFIG_DIR/JUPYTER_DATA_DIR pointing into the bystander folder $OUTSIDE/notes (MPLCONFIGDIR, IPYTHONDIR unset, HOME an empty folder): validate, claims --csv, model and estimate work and create nothing in $OUTSIDE (README: "no command writes into your home folder")
# expect-rc: 0
# expect: nothing in outside
# expect: all ran
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml; mkdir h
N="$OUTSIDE/notes"
export HOME="$W/h" XDG_CACHE_HOME="$N" XDG_CONFIG_HOME="$N" XDG_DATA_HOME="$N" XDG_STATE_HOME="$N" XDG_RUNTIME_DIR="$N" JUPYTER_CONFIG_DIR="$N" JUPYTER_DATA_DIR="$N"
unset MPLCONFIGDIR IPYTHONDIR
ok=1
timeout 55 "$TR" validate > 1.txt 2>&1 || ok=0
timeout 55 "$TR" claims --csv c.csv > 2.txt 2>&1 || ok=0
timeout 55 "$TR" model llama-3.1-8b > 3.txt 2>&1 || ok=0
timeout 55 "$TR" estimate s.yaml > 4.txt 2>&1 || ok=0
[ $ok = 1 ] && echo "all ran" || tail -n2 ?.txt
[ "$(ls -A "$N")" = "keep.md" ] && echo "nothing in outside" || { echo "OUTSIDE CHANGED:"; ls -A "$N"; }
[ -z "$(ls -A h)" ] || { echo "HOME written:"; ls -A h; }
