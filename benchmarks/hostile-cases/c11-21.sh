# what: model command on a config.json that is a symlink to /dev/urandom (an endless device; issue 22 point 3: devices refused by name, no unbounded read): refused quickly naming cfg.json
# expect-rc: nonzero
# expect: cfg.json
ln -s /dev/urandom cfg.json
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
