# what: claims --csv /dev/null (the Unix idiom for "discard the CSV"), as root in a private mount namespace whose /dev is a minimal copy: the CSV discarded or refused naming /dev/null; /dev/null must stay a character device (never replaced by a regular file by a rename)
# expect-rc: 0
# expect: still a device
# expect-not: Traceback
unshare -m --propagation private bash -c '
  mkdir -p /tmp/b7-19-$$; mount -t tmpfs tmpfs /dev
  mknod -m 666 /dev/null c 1 3; mknod -m 666 /dev/zero c 1 5; mknod -m 666 /dev/urandom c 1 9; mknod -m 666 /dev/random c 1 8
  ln -s /proc/self/fd /dev/fd; ln -s /proc/self/fd/0 /dev/stdin; ln -s /proc/self/fd/1 /dev/stdout; ln -s /proc/self/fd/2 /dev/stderr
  timeout 40 "$TR" claims --csv /dev/null > out.txt 2> err.txt; echo "rc=$?"; tail -1 out.txt; cat err.txt
  [ -c /dev/null ] && echo "still a device" || { echo "/dev/null REPLACED:"; ls -la /dev; }
  ls -la /dev | grep -v "^total" | grep -vE " (null|zero|urandom|random|fd|stdin|stdout|stderr|\.|\.\.)$" | head
'
