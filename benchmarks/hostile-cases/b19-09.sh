# what: HOME unset (env -u HOME: a systemd unit or a container without a passwd entry) together with MPLCONFIGDIR='', IPYTHONDIR='' and XDG_CACHE_HOME='' (all set but empty: round 62 counts empty as unset, the project's private folder is used) for model llama-3.1-8b --candidates trn2.48xlarge p5.48xlarge and specs trn2.48xlarge: each answers byte for byte as in the ordinary environment, no traceback, nothing written outside
# expect-rc: 0
# expect: env ok
timeout 55 "$TR" model llama-3.1-8b --candidates trn2.48xlarge p5.48xlarge > m0.txt 2>&1
timeout 55 "$TR" specs trn2.48xlarge > s0.txt 2>&1
timeout 55 env -u HOME MPLCONFIGDIR= IPYTHONDIR= XDG_CACHE_HOME= "$TR" model llama-3.1-8b --candidates trn2.48xlarge p5.48xlarge > m1.txt 2>&1; r1=$?
timeout 55 env -u HOME MPLCONFIGDIR= IPYTHONDIR= XDG_CACHE_HOME= "$TR" specs trn2.48xlarge > s1.txt 2>&1; r2=$?
echo "rc $r1 $r2"
bad=0
[ $r1 = 0 ] && [ $r2 = 0 ] || { echo "CHECK FAILED: rc $r1 $r2"; tail -3 m1.txt s1.txt; bad=1; }
cmp -s m0.txt m1.txt || { echo "CHECK FAILED: model differs"; diff m0.txt m1.txt | head; bad=1; }
cmp -s s0.txt s1.txt || { echo "CHECK FAILED: specs differs"; diff s0.txt s1.txt | head; bad=1; }
cat m1.txt s1.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "env ok"
exit $bad
