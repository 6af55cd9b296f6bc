# what: model command on cfg.json, a symlink to /dev/urandom (a config path naming an endless device): no hang, refused naming cfg.json
# expect-rc: nonzero
# expect: cfg.json
ln -s /dev/urandom cfg.json
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge 2>&1 | head -c 3000
exit ${PIPESTATUS[0]}
