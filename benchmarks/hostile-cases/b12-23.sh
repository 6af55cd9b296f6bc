# what: claims --csv s.sock where s.sock is a Unix socket (a running service's endpoint left in the working folder): refused non-zero in a short message naming s.sock (inputs.write_file: "a device, FIFO or socket ... is not replaced"); the socket stays a socket; no hang, no traceback
# expect-rc: 0
# expect: socket kept
"$PY" -c 'import socket; s=socket.socket(socket.AF_UNIX); s.bind("s.sock")'
timeout 55 "$TR" claims --csv s.sock > o.txt 2>&1; r=$?
echo "rc=$r: $(tail -1 o.txt | cut -c1-200)"
bad=0
[ $r != 0 ] && grep -q s.sock o.txt || bad=1
[ -S s.sock ] || { echo "socket replaced"; bad=1; }
grep -q Traceback o.txt && bad=1
[ $bad = 0 ] && echo "socket kept"
exit $bad
