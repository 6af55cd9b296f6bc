# what: HOME, XDG_CACHE_HOME, XDG_CONFIG_HOME, XDG_DATA_HOME and XDG_STATE_HOME all aimed at the bystander folder $OUTSIDE/notes (a user's dotfiles gone wrong), MPLCONFIGDIR/IPYTHONDIR unset: README's libhome keeps matplotlib's and IPython's files in a private folder of the project cache, so model llama-3.1-8b and specs trainium2 --csv s.csv answer as usual and nothing is written into $OUTSIDE (the harness checks it)
# expect-rc: 0
# expect: home ok
mkdir clean; (cd clean && timeout 55 "$TR" model llama-3.1-8b > ../ref.txt 2>&1)
unset MPLCONFIGDIR IPYTHONDIR
export HOME="$OUTSIDE/notes" XDG_CACHE_HOME="$OUTSIDE/notes" XDG_CONFIG_HOME="$OUTSIDE/notes" XDG_DATA_HOME="$OUTSIDE/notes" XDG_STATE_HOME="$OUTSIDE/notes"
timeout 55 "$TR" model llama-3.1-8b > m.txt 2>&1; r1=$?
timeout 55 "$TR" specs trainium2 --csv s.csv > s.txt 2>&1; r2=$?
echo "rc $r1 $r2"
bad=0
[ $r1 = 0 ] && cmp -s m.txt ref.txt || { echo "CHECK FAILED: model"; diff ref.txt m.txt | head; bad=1; }
[ $r2 = 0 ] && [ -s s.csv ] || { echo "CHECK FAILED: specs"; tail -2 s.txt; bad=1; }
[ $bad = 0 ] && echo "home ok"; exit $bad
