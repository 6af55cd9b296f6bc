# what: build --out a new folder inside an immutable folder (chattr +i ro/: cannot create out there, even as root)
# expect-rc: 1
# expect: ro/out
mkdir ro; chattr +i ro || exit 77
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/ro/out" --figures "$W/fig" --no-pdf --quiet; rc=$?
chattr -i ro
exit $rc
