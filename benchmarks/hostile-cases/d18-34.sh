# what: correct result: checks.yaml (folder copy) saved with CRLF line endings and a UTF-8 BOM, content unchanged (a Windows editor's save): read as the same checks: validate OK rc 0 with 29 plausibility checks passed
# expect-rc: 0
# expect: 29 plausibility checks passed
source /work/r69/brief/prelude-d.sh
sed -i 's/$/\r/' d/checks.yaml
printf '\xef\xbb\xbf' | cat - d/checks.yaml > t && mv t d/checks.yaml
timeout 55 "$TR" validate d
