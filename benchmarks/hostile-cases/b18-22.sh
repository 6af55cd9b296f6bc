# what: locales that do not exist (LC_ALL=xx_YY.UTF-8, LANG=junk; a copied shell profile from another machine; setlocale fails): validate and specs trn2.48xlarge --csv s.csv answer exactly as under LC_ALL=C.UTF-8 (the CSV byte-identical), no traceback
# expect-rc: 0
# expect: locale ok
LC_ALL=C.UTF-8 timeout 55 "$TR" specs trn2.48xlarge --csv ref.csv > ref.txt 2>&1
LC_ALL=C.UTF-8 timeout 55 "$TR" validate > refv.txt 2>&1
LC_ALL=xx_YY.UTF-8 LANG=junk timeout 55 "$TR" validate > v.txt 2>&1; r1=$?
LC_ALL=xx_YY.UTF-8 LANG=junk timeout 55 "$TR" specs trn2.48xlarge --csv s.csv > s.txt 2>&1; r2=$?
echo "rc $r1 $r2"; diff refv.txt v.txt | head -3; diff ref.txt s.txt | head -3
[ $r1 = 0 ] && [ $r2 = 0 ] && cmp -s v.txt refv.txt && sed "s/written: s.csv/written: ref.csv/" s.txt | cmp -s - ref.txt && cmp -s s.csv ref.csv && echo "locale ok" || { echo "CHECK FAILED: answers differ"; exit 1; }
