# what: claims --csv onto a Unix socket that a process is listening on
# expect-rc: 1
# expect: sock.csv
"$PY" -c "import socket,time; s=socket.socket(socket.AF_UNIX); s.bind('sock.csv'); s.listen(1); time.sleep(40)" & sp=$!
for i in 1 2 3 4 5 6 7 8 9 10; do [ -S sock.csv ] && break; sleep 0.2; done
timeout 50 "$TR" claims --csv sock.csv; rc=$?
kill $sp 2>/dev/null; wait $sp 2>/dev/null
exit $rc
