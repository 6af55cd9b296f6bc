# what: model command on a config.json that is a symlink loop (cfg.json -> b.json -> cfg.json): refused naming cfg.json (cannot be read), no traceback, no hang
# expect-rc: nonzero
# expect: cfg.json
ln -s b.json cfg.json; ln -s cfg.json b.json
timeout 55 "$TR" model cfg.json 2>&1
