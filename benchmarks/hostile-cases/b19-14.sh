# what: a matplotlibrc in the working folder that is a folder (mkdir matplotlibrc: a user's unpacked config kit) and, in a second folder, one that is a symlink loop (ln -s matplotlibrc matplotlibrc): matplotlib reads ./matplotlibrc first; rounds 59/66 set aside FIFO, oversized and non-UTF-8 ones, and these are no readable file either: model llama-3.1-8b and claims answer as in a clean folder (perhaps with a note naming matplotlibrc), no traceback
# expect-rc: 0
# expect: rc dir ok
mkdir clean dir loop; mkdir dir/matplotlibrc; ln -s matplotlibrc loop/matplotlibrc
(cd clean && timeout 55 "$TR" model llama-3.1-8b > ../m0.txt 2>&1; timeout 55 "$TR" claims > ../c0.txt 2>&1)
bad=0
for d in dir loop; do
  (cd $d && timeout 55 "$TR" model llama-3.1-8b > ../m-$d.txt 2>&1; echo $? > ../rm-$d; timeout 55 "$TR" claims > ../c-$d.txt 2>&1; echo $? > ../rc-$d)
  echo "$d: model rc $(cat rm-$d), claims rc $(cat rc-$d)"
  [ "$(cat rm-$d)" = 0 ] && [ "$(cat rc-$d)" = 0 ] || { echo "CHECK FAILED: $d rc"; tail -3 m-$d.txt c-$d.txt; bad=1; }
  diff <(grep -v matplotlibrc m0.txt) <(grep -v matplotlibrc m-$d.txt) > /dev/null || { echo "CHECK FAILED: $d model differs"; bad=1; }
  diff <(grep -v matplotlibrc c0.txt) <(grep -v matplotlibrc c-$d.txt) > /dev/null || { echo "CHECK FAILED: $d claims differs"; bad=1; }
  cat m-$d.txt c-$d.txt | grep -q Traceback && { echo "CHECK FAILED: $d traceback"; bad=1; }
done
[ $bad = 0 ] && echo "rc dir ok"
exit $bad
