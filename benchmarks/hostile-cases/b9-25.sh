# what: claims --csv /dev/full (a device that is always full), as root in a private mount namespace whose /dev is a minimal copy: non-zero, one line naming /dev/full (no space) or a refusal naming it; /dev/full must stay a character device (never renamed over)
# expect-rc: 0
# expect: /dev/full still a device
# expect: /dev/full
# expect: refused or failed
unshare -m --propagation private bash -c '
mount -t tmpfs none /dev || exit 7
mknod -m 666 /dev/null c 1 3; mknod -m 666 /dev/zero c 1 5; mknod -m 666 /dev/urandom c 1 9; mknod -m 666 /dev/random c 1 8; mknod -m 666 /dev/full c 1 7
ln -s /proc/self/fd /dev/fd; ln -s /proc/self/fd/0 /dev/stdin; ln -s /proc/self/fd/1 /dev/stdout; ln -s /proc/self/fd/2 /dev/stderr
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" claims --csv /dev/full > out.txt 2>&1; rc=$?; echo "rc=$rc"
tail -2 out.txt
[ $rc != 0 ] && echo "refused or failed"
ls -A /dev | grep -v -x -e null -e zero -e urandom -e random -e full -e fd -e stdin -e stdout -e stderr && echo "LEFT IN /dev above"
[ -c /dev/full ] && echo "/dev/full still a device" || echo "/dev/full REPLACED: $(stat -c %F /dev/full)"
'
