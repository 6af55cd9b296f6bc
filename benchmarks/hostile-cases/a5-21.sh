# what: claims --csv into a folder reached through a symlink that stays inside the work folder (link -> real/): a legitimate path, written into real/
# expect-rc: 0
# expect: claims.csv
# expect: landed in real
mkdir real && ln -s real link
"$TR" claims --csv link/claims.csv | tail -n 1
rc=${PIPESTATUS[0]}; [ $rc -ne 0 ] && exit $rc
[ -s real/claims.csv ] && echo "landed in real/" || { echo "real/claims.csv missing"; exit 4; }
