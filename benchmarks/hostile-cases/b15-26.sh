# what: a matplotlibrc in the working folder holding invalid UTF-8 bytes and a backend that does not exist (backend: NoSuchBackend, \xff\xfe garbage lines) for model llama-3.1-8b and claims (matplotlib reads ./matplotlibrc first): both answer exactly as from a clean folder, rc 0, no traceback (the developer, after the run: the README says a matplotlibrc that is not UTF-8 is set aside for matplotlib's defaults AND named in a note line, so the one 'note: ... matplotlibrc' line is left out of the comparison; the answers must still be identical)
# expect-rc: 0
# expect: rc file ok
mkdir clean; ( cd clean; timeout 55 "$TR" model llama-3.1-8b > ../m0.txt 2>&1; timeout 55 "$TR" claims > ../c0.txt 2>&1 )
printf 'backend: NoSuchBackend\n\xff\xfe figure.dpi: \xff\nsavefig.format: nosuch\n' > matplotlibrc
bad=0
timeout 55 "$TR" model llama-3.1-8b > m1.txt 2>&1 || { echo "CHECK FAILED: model rc"; bad=1; }
timeout 55 "$TR" claims > c1.txt 2>&1 || { echo "CHECK FAILED: claims rc"; bad=1; }
grep -v "^note: .*matplotlibrc" m1.txt > m2.txt; grep -v "^note: .*matplotlibrc" c1.txt > c2.txt
grep -q "^note: .*matplotlibrc" m1.txt || { echo "CHECK FAILED: the set-aside matplotlibrc is not named"; bad=1; }
cmp -s m0.txt m2.txt || { echo "CHECK FAILED: model differs"; diff m0.txt m2.txt | head -4; bad=1; }
cmp -s c0.txt c2.txt || { echo "CHECK FAILED: claims differs"; diff c0.txt c2.txt | head -4; bad=1; }
[ $bad = 0 ] && echo "rc file ok"
exit $bad
