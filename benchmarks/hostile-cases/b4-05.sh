# what: every cache entry of a new data version replaced by a listening unix socket (a socket file where a pickle was): validate and estimate neither hang nor fail, and give the cache-off answers
# expect-rc: 0
# expect: sockets ignored
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b4-05-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
touch marker; sleep 1
timeout 40 "$TR" estimate s.yaml > /dev/null 2>&1 || exit 9
find "$PROJECT/.cache" -newer marker -type f -name '*.pickle' > list.txt
[ -s list.txt ] || { echo "no entry written"; exit 9; }
timeout 60 "$PY" - list.txt <<'PY' & S=$!
import os, socket, sys, time
socks = []
for p in open(sys.argv[1]).read().split():
    os.unlink(p); s = socket.socket(socket.AF_UNIX); s.bind(p); s.listen(1); socks.append(s)
open('bound', 'w').write('ok')
time.sleep(55)
PY
for i in $(seq 50); do [ -e bound ] && break; sleep 0.1; done
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv b.csv > /dev/null 2>&1
timeout 40 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1; ar=$?
timeout 30 "$TR" validate d > v.txt 2>&1; vr=$?
kill $S 2>/dev/null; wait $S 2>/dev/null
for p in $(cat list.txt); do [ -S "$p" ] && rm -f "$p"; done
echo "estimate rc=$ar validate rc=$vr"; tail -2 a.txt
[ $ar = 0 ] && [ $vr = 0 ] && cmp -s a.csv b.csv && echo "sockets ignored"
