# what: specs --csv to a new file whose name is 254 bytes long (legal: under the 255-byte limit), so a temporary name built from it would be too long
# expect-rc: 0
# expect: .csv
# expect: written whole
n=$(printf 'x%.0s' $(seq 1 250)).csv
"$TR" specs trainium2 --csv "$n" | tail -n 1
rc=${PIPESTATUS[0]}; [ $rc -ne 0 ] && exit $rc
[ -s "$n" ] && echo "written whole" || { echo "not written"; exit 4; }
[ "$(ls -A | wc -l)" = 1 ] || { echo "left behind:"; ls -A | cut -c1-40; exit 5; }
