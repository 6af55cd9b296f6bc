# what: a matplotlibrc in the working folder that is a folder holding a file (a cp -r slip; matplotlib reads ./matplotlibrc first: the earlier FIFO form is covered) for model llama-3.1-8b and claims: no hang (each within 55 s), the same answers as from a clean folder, code 0
# expect-rc: 0
# expect: dir rc ok
export TRAINIUM_REPORT_NO_CACHE=1
mkdir clean; (cd clean && timeout 55 "$TR" model llama-3.1-8b > ../r1.txt 2>&1; timeout 55 "$TR" claims > ../r2.txt 2>&1)
mkdir matplotlibrc; printf "figure.dpi: 1\n" > matplotlibrc/matplotlibrc
timeout 55 "$TR" model llama-3.1-8b > o1.txt 2>&1; a=$?
timeout 55 "$TR" claims > o2.txt 2>&1; b=$?
echo "rc $a $b"; bad=0
[ $a = 0 ] && cmp -s o1.txt r1.txt || { echo "CHECK FAILED: model"; tail -2 o1.txt; bad=1; }
[ $b = 0 ] && cmp -s o2.txt r2.txt || { echo "CHECK FAILED: claims"; tail -2 o2.txt; bad=1; }
[ $bad = 0 ] && echo "dir rc ok"; exit $bad
