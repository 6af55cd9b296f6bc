# what: a report folder from an earlier build whose other scenario's shared.txt (the name of its shared document) has rotted into non-UTF-8 bytes (\xff\xfe, a disk fault), beside a _shared/ folder; then a rebuild of small-volume into it (--no-pdf, runs cached): a whole build (the damaged pointer treated as naming nothing it can keep, or said), or a clear error naming shared.txt; never "build stopped: UnicodeDecodeError" with no file, nor "no report was changed" after one was
# expect-rc: 0
# expect: small-volume: ok
# expect-not: UnicodeDecodeError
S="$PROJECT/scenarios/examples/small-volume.yaml"
timeout 55 "$TR" build --no-pdf --jobs 2 --quiet --out out --figures fig "$S" > b1.txt 2>&1 || { tail -3 b1.txt; exit 9; }
mkdir -p out/_shared/0123456789ab out/other; printf '<p>old</p>\n' > out/other/report.html; printf '\xff\xfe0123\n' > out/other/shared.txt
printf 'x\n' > out/_shared/0123456789ab/part2.html
timeout 55 "$TR" build --no-pdf --jobs 2 --quiet --out out --figures fig "$S" > b2.txt 2>&1; rc=$?
tail -4 b2.txt; echo "rc=$rc"
exit $rc
