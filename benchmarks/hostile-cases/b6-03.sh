# what: claims --csv /dev/stdout (the Unix idiom for "CSV to my terminal"), run as root in a private mount namespace whose /dev is a minimal copy: the CSV goes to stdout or is refused naming /dev/stdout; the /dev/stdout symlink itself must never be replaced by a regular file
# expect-rc: 0
# expect: /dev/stdout still a symlink
# expect: /dev/stdout
unshare -m --propagation private bash -c '
mount -t tmpfs none /dev || exit 7
mknod -m 666 /dev/null c 1 3; mknod -m 666 /dev/zero c 1 5; mknod -m 666 /dev/urandom c 1 9; mknod -m 666 /dev/random c 1 8; mknod -m 666 /dev/full c 1 7
ln -s /proc/self/fd /dev/fd; ln -s /proc/self/fd/0 /dev/stdin; ln -s /proc/self/fd/1 /dev/stdout; ln -s /proc/self/fd/2 /dev/stderr
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" claims --csv /dev/stdout > out.txt 2> err.txt; echo "rc=$?"
tail -3 err.txt; head -c 300 out.txt; echo; tail -2 out.txt
ls -la /dev | grep -E "std|\.tmp"
[ -L /dev/stdout ] && echo "/dev/stdout still a symlink" || echo "/dev/stdout REPLACED: $(stat -c %F /dev/stdout)"
'
