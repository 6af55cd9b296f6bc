# what: model command on a config.json that is a symlink loop (cfg.json -> loop2.json -> cfg.json): refused naming cfg.json (too many links / not a file), no hang, no traceback
# expect-rc: 1
# expect: cfg.json
ln -s loop2.json cfg.json; ln -s cfg.json loop2.json
timeout 55 "$TR" model cfg.json
