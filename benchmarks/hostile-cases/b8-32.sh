# what: HOME and XDG_CONFIG_HOME folders whose matplotlib/matplotlibrc is a FIFO with no writer (where matplotlib looks when MPLCONFIGDIR is unset), MPLCONFIGDIR unset: validate and model must not hang (the project sets its own MPLCONFIGDIR, README) and print the same answers
# expect-rc: 0
# expect: validate ok
# expect: model same
timeout 50 "$TR" model llama-3.1-8b > ref.txt 2>&1 || exit 9
mkdir -p h/.config/matplotlib x/matplotlib; mkfifo h/.config/matplotlib/matplotlibrc x/matplotlib/matplotlibrc
env -u MPLCONFIGDIR HOME=$PWD/h XDG_CONFIG_HOME=$PWD/x timeout 40 "$TR" validate > v.txt 2>&1; r1=$?; head -2 v.txt
env -u MPLCONFIGDIR HOME=$PWD/h XDG_CONFIG_HOME=$PWD/x timeout 40 "$TR" model llama-3.1-8b > m.txt 2>&1; r2=$?
echo "rc=$r1 $r2"
[ $r1 = 0 ] && grep -q '^OK' v.txt && echo "validate ok"
[ $r2 = 0 ] && diff <(grep -v '^note:' ref.txt) <(grep -v '^note:' m.txt) >/dev/null && echo "model same"
exit $((r1|r2))
