# what: --data-dir spelt with redundant parts (./d//./ and an absolute path through a symlink to d): specs, claims --csv and model give byte-identical answers to --data-dir d (cache on: a copy of data/ has its version)
# expect-rc: 0
# expect: specs same
# expect: claims same
# expect: model same
cp -r "$PROJECT/data" d; ln -s d dl
timeout 55 "$TR" specs trainium2 --data-dir d > s0.txt 2>&1; timeout 55 "$TR" claims --data-dir d --csv c0.csv > c0.txt 2>&1; timeout 55 "$TR" model llama-3.1-8b --data-dir d > m0.txt 2>&1
ok=1; for dd in ./d//./ "$W/dl"; do timeout 55 "$TR" specs trainium2 --data-dir "$dd" > s.txt 2>&1; cmp -s s0.txt s.txt || { ok=0; echo "specs differ for $dd"; diff s0.txt s.txt | head -4; }; done; [ $ok = 1 ] && echo "specs same"
ok=1; for dd in ./d//./ "$W/dl"; do timeout 55 "$TR" claims --data-dir "$dd" --csv c.csv > c.txt 2>&1; cmp -s c0.csv c.csv || { ok=0; echo "claims differ for $dd"; }; done; [ $ok = 1 ] && echo "claims same"
ok=1; for dd in ./d//./ "$W/dl"; do timeout 55 "$TR" model llama-3.1-8b --data-dir "$dd" > m.txt 2>&1; cmp -s m0.txt m.txt || { ok=0; echo "model differs for $dd"; diff m0.txt m.txt | head -4; }; done; [ $ok = 1 ] && echo "model same"
