# what: XDG_CACHE_HOME and XDG_CONFIG_HOME each a regular file (a dotfile manager's slip), XDG_RUNTIME_DIR a path that does not exist, HOME an empty folder: model llama-3.1-8b and claims answer byte-for-byte as with a clean environment, rc 0, nothing written into HOME, no traceback
# expect-rc: 0
# expect: xdg ok
timeout 55 "$TR" model llama-3.1-8b > m0.txt 2>&1
timeout 55 "$TR" claims > c0.txt 2>&1
mkdir home; echo x > xc; echo y > xg
bad=0
env HOME="$W/home" XDG_CACHE_HOME="$W/xc" XDG_CONFIG_HOME="$W/xg" XDG_RUNTIME_DIR="$W/nope/run" timeout 55 "$TR" model llama-3.1-8b > m1.txt 2>&1 || { echo "CHECK FAILED: model rc"; bad=1; }
env HOME="$W/home" XDG_CACHE_HOME="$W/xc" XDG_CONFIG_HOME="$W/xg" XDG_RUNTIME_DIR="$W/nope/run" timeout 55 "$TR" claims > c1.txt 2>&1 || { echo "CHECK FAILED: claims rc"; bad=1; }
cmp -s m0.txt m1.txt || { echo "CHECK FAILED: model output differs"; diff m0.txt m1.txt | head -4; bad=1; }
cmp -s c0.txt c1.txt || { echo "CHECK FAILED: claims output differs"; diff c0.txt c1.txt | head -4; bad=1; }
[ -z "$(ls -A home)" ] || { echo "CHECK FAILED: HOME written: $(ls -A home)"; bad=1; }
[ "$(cat xc)" = x ] && [ "$(cat xg)" = y ] || { echo "CHECK FAILED: XDG files changed"; bad=1; }
[ -e nope ] && { echo "CHECK FAILED: XDG_RUNTIME_DIR created"; bad=1; }
[ $bad = 0 ] && echo "xdg ok"
exit $bad
