# what: specs trainium2 --all --csv /dev/stderr, in a private mount namespace whose /dev is a minimal copy: the CSV goes to stderr or is refused naming /dev/stderr; the /dev/stderr symlink must never be replaced by a regular file
# expect-rc: 0
# expect: /dev/stderr still a symlink
# expect: /dev/stderr
unshare -m --propagation private bash -c '
mount -t tmpfs none /dev || exit 7
mknod -m 666 /dev/null c 1 3; mknod -m 666 /dev/zero c 1 5; mknod -m 666 /dev/urandom c 1 9; mknod -m 666 /dev/random c 1 8
ln -s /proc/self/fd /dev/fd; ln -s /proc/self/fd/0 /dev/stdin; ln -s /proc/self/fd/1 /dev/stdout; ln -s /proc/self/fd/2 /dev/stderr
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" specs trainium2 --all --csv /dev/stderr > out.txt 2> err.txt; echo "rc=$?"
tail -3 out.txt; head -c 300 err.txt; echo
ls -la /dev | grep -E "std|\.tmp"
[ -L /dev/stderr ] && echo "/dev/stderr still a symlink" || echo "/dev/stderr REPLACED: $(stat -c %F /dev/stderr)"
'
