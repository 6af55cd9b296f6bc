# what: commands run from a working folder that has been deleted (cd x; rmdir ../x: a shell left in a removed folder): claims and model llama-3.1-8b (which take no relative path) answer as from a live folder, or say in one line the working folder is gone; claims --csv c.csv ends non-zero with one line naming c.csv or the working folder; no traceback
# expect-rc: 0
# expect: gone cwd ok
timeout 55 "$TR" claims > ref1.txt 2>/dev/null
timeout 55 "$TR" model llama-3.1-8b > ref2.txt 2>/dev/null
mkdir x; cd x; rmdir ../x
bad=0
timeout 55 "$TR" claims > ../o1.txt 2> ../e1.txt; r1=$?
timeout 55 "$TR" model llama-3.1-8b > ../o2.txt 2> ../e2.txt; r2=$?
timeout 55 "$TR" claims --csv c.csv > ../o3.txt 2>&1; r3=$?
cd "$W"
echo "claims rc=$r1 $(head -c 200 e1.txt)"; echo "model rc=$r2 $(head -c 200 e2.txt)"; echo "claims --csv rc=$r3 $(tail -c 300 o3.txt)"
if [ $r1 = 0 ]; then cmp -s o1.txt ref1.txt || bad=1; else [ $(cat o1.txt e1.txt | wc -l) -le 2 ] || bad=1; fi
if [ $r2 = 0 ]; then cmp -s o2.txt ref2.txt || bad=1; else [ $(cat o2.txt e2.txt | wc -l) -le 2 ] || bad=1; fi
[ $r3 != 0 ] && grep -q -e c.csv -e 'working folder' -e 'current' o3.txt || bad=1
cat o1.txt e1.txt o2.txt e2.txt o3.txt | grep -q Traceback && { echo traceback; bad=1; }
[ $bad = 0 ] && echo "gone cwd ok"
exit $bad
