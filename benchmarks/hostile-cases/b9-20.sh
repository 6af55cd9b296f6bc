# what: a folder named matplotlibrc in the working folder (where matplotlib looks first) and MATPLOTLIBRC an empty file: claims and model print the same answers as from a clean folder, no hang
# expect-rc: 0
# expect: model same
# expect: claims same
mkdir clean; (cd clean && timeout 55 "$TR" model llama-3.1-8b > ../m0.txt 2>&1; timeout 55 "$TR" claims > ../c0.txt 2>&1)
mkdir matplotlibrc; : > empty.rc
MATPLOTLIBRC="$W/empty.rc" timeout 55 "$TR" model llama-3.1-8b > m.txt 2>&1; echo "rc=$?"
MATPLOTLIBRC="$W/empty.rc" timeout 55 "$TR" claims > c.txt 2>&1; echo "rc=$?"
cmp -s m0.txt m.txt && echo "model same" || diff m0.txt m.txt | head -5
cmp -s c0.txt c.txt && echo "claims same" || diff c0.txt c.txt | head -5
