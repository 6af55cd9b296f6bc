# what: commands run from a working folder 4,500 bytes deep (45 levels of 100-character names: past PATH_MAX for an absolute path, yet a legal cwd): model answers; claims --csv c.csv and estimate --csv e.csv (relative) write the CSV whole or refuse in one line naming the file; no traceback from getcwd/abspath
# expect-rc: 0
# expect: model ok
# expect: claims done
# expect: estimate done
timeout 50 "$TR" claims --csv "$W/ref-c.csv" > /dev/null 2>&1 || exit 9
for i in $(seq 45); do n=$(printf 'd%.0s' $(seq 100)); mkdir $n; cd $n; done
timeout 50 "$TR" model llama-3.1-8b > m.txt 2>&1; r1=$?; [ $r1 = 0 ] && grep -q 'Llama 3.1 8B' m.txt && echo "model ok"
timeout 50 "$TR" claims --csv c.csv > c.txt 2>&1; r2=$?; tail -1 c.txt
if [ $r2 = 0 ] && cmp -s "$W/ref-c.csv" c.csv; then echo "claims done"; elif [ $r2 = 1 ] && tail -1 c.txt | grep -q 'c.csv' && [ ! -e c.csv ]; then echo "claims done"; fi
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > e.txt 2>&1; r3=$?; tail -1 e.txt
if [ $r3 = 0 ] && [ -s e.csv ]; then echo "estimate done"; elif [ $r3 = 1 ] && tail -1 e.txt | grep -q 'e.csv' && [ ! -e e.csv ]; then echo "estimate done"; fi
ls -a | grep -v '^d*$' | grep -v '^\.\.\?$' | grep -v -x -e c.txt -e e.txt -e m.txt -e c.csv -e e.csv && echo "left behind above"
cd "$W"; rm -rf dddd*; exit $r1
