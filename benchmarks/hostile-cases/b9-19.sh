# what: MPLCONFIGDIR and IPYTHONDIR given as relative folders whose names hold a space, a newline and a leading dash ('-m p\nl', '-i py\n'), not yet existing: model and claims print the same answers as with the defaults
# expect-rc: 0
# expect: model same
# expect: claims same
timeout 55 "$TR" model llama-3.1-8b > m0.txt 2>&1; timeout 55 "$TR" claims > c0.txt 2>&1
MPLCONFIGDIR=$'-m p\nl' IPYTHONDIR=$'-i py\n' timeout 55 "$TR" model llama-3.1-8b > m.txt 2>&1; echo "rc=$?"
MPLCONFIGDIR=$'-m p\nl' IPYTHONDIR=$'-i py\n' timeout 55 "$TR" claims > c.txt 2>&1; echo "rc=$?"
cmp -s m0.txt m.txt && echo "model same" || diff m0.txt m.txt | head -5
cmp -s c0.txt c.txt && echo "claims same" || diff c0.txt c.txt | head -5
